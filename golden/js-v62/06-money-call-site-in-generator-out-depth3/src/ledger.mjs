import { WIDTH, pad, money } from './format.mjs';

const CURRENCY = '$';

// A second call site of money, inside a generator body.
function* rows(entries) {
  for (const e of entries) {
    const note = e.name.toUpperCase();
    yield pad(e.name, WIDTH) + money(e.cents, CURRENCY);
  }
}

export function printLedger(entries) {
  for (const line of rows(entries)) {
    console.log(line);
  }
  const head = pad('Ledger', WIDTH + 4);
  console.log(head, entries.length);
  const sum = entries.reduce((acc, e) => acc + e.cents, 0);
  const shown = money(sum, CURRENCY);
  console.log('sum', shown);
  return sum;
}
