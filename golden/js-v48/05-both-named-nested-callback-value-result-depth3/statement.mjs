import { summarize } from './ledger.mjs';

function loadEntries(month) {
  const rows = [
    { amount: 120, memo: 'salary' },
    { amount: -200, memo: 'rent' },
    { amount: -15, memo: 'coffee' },
  ];
  return month === 'march' ? rows : rows.slice(0, 2);
}

function title(month) {
  const label = month.toUpperCase();
  return `Statement ${label}`;
}

const heading = title('spring');
const march = summarize(loadEntries('march'));
const april = summarize(loadEntries('april'));
console.log(heading);
console.log(`march closing ${march.closing}, flagged ${march.flagged}`);
console.log(`april closing ${april.closing}, notes ${april.notes}`);
