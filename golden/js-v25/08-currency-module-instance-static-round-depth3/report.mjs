import { priceTag, totalLine } from './invoice.mjs';

const items = [
  { name: 'lamp', price: 19.5, count: 2 },
  { name: 'bulb', price: 2.25, count: 4 },
];
const audit = process.argv.includes('--audit');
for (const item of items) {
  console.log(priceTag(item, audit));
}
console.log(totalLine(items));
if (audit) {
  console.log(`${items.length} items audited`);
}
console.log('report done');
