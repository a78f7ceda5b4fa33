import { renderRow } from './bar.mjs';

const quotas = [
  { name: 'disk', used: 42, quota: 100 },
  { name: 'mail', used: 130, quota: 120 },
];
let rows = 0;
for (const q of quotas) {
  console.log(renderRow(q.name, q.used, q.quota));
  rows++;
}
const footer = renderRow('total', 172, 220);
console.log(footer);
console.log(`${rows} rows`);
