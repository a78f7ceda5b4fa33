import { scan } from './repo.mjs';

const TABLES = [
  { name: 'march', rows: [{ owner: 'ann', amount: 40 }, { owner: 'bob', amount: 15 }] },
  { name: 'april', rows: [{ owner: 'ann', amount: 25, deleted: true }, { owner: 'ann', amount: 10 }] },
];

export function ownedTotal(table, owner) {
  let sum = 0;
  let other = 0;
  const title = `${table.name} for ${owner}`;
  const rows = scan(table, title, (row) => {
    if (row.owner === owner) {
      sum += row.amount;
    } else {
      other += row.amount;
    }
  });
  console.log(`${title}: ${rows} rows, ${other} owned by others`);
  return sum;
}

export function visibleTotal(table) {
  let total = 0;
  scan(table, 'visible', (row) => {
    total += row.amount;
  });
  return total;
}

function report(owner) {
  const lines = [];
  for (const table of TABLES) {
    const owned = ownedTotal(table, owner);
    lines.push(`${table.name}: ${owned} of ${visibleTotal(table)}`);
  }
  return lines.join('\n');
}

console.log(report('ann'));
