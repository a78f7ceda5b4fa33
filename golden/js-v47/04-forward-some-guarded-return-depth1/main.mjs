import { checkOrder, restock } from './validate.mjs';

const stock = new Set(['pen', 'ink']);
const orders = [
  { id: 1, lines: [{ sku: 'pen', price: 2, qty: 3 }] },
  { id: 2, lines: [{ sku: 'pen', price: 2, qty: 30 }] },
  { id: 3, bulk: true, lines: [{ sku: 'ink', price: 5, qty: 30 }] },
  { id: 4, lines: [{ sku: 'pad', price: 1, qty: 1 }] },
];
const known = restock(stock, ['ink', 'clip']);
console.log(`${known} skus in stock`);

let accepted = 0;
for (const order of orders) {
  const verdict = checkOrder(order, stock);
  if (verdict.ok) {
    accepted += 1;
    console.log(`#${order.id} ok, total ${verdict.total}`);
  } else {
    console.log(`#${order.id} rejected: ${verdict.reason}`);
  }
}
console.log(`${accepted} of ${orders.length} accepted`);
