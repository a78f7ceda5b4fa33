import { priceOrder, receiptLines } from './checkout.mjs';
import { formatMoney } from './pricing.mjs';

const alice = { name: 'Alice', tier: 'gold' };
const bob = { name: 'Bob', tier: 'basic' };

const orderA = {
  lines: [
    { sku: 'lamp', price: 45, qty: 2, kg: 1.2 },
    { sku: 'bulb', price: 3, qty: 6, kg: 0.1 },
  ],
};
const orderB = { lines: [{ sku: 'rug', price: 60, qty: 1, kg: 3.5 }] };

console.log('order A:');
for (const text of receiptLines(orderA)) {
  console.log(`  ${text}`);
}
console.log('pricing orders:');
const dueA = priceOrder(orderA, alice);
const dueB = priceOrder(orderB, bob);
console.log(`Alice owes ${formatMoney(dueA)}`);
console.log(`Bob owes ${formatMoney(dueB)}`);
const larger = dueA > dueB ? 'Alice' : 'Bob';
console.log(`larger bill: ${larger}`);
