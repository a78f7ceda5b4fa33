import { checkout } from './cart.mjs';
import { each, countLive } from './iter.mjs';

function run(orders) {
  const receipts = [];
  for (const cart of orders) {
    receipts.push(checkout(cart));
  }
  return receipts;
}

const ORDERS = [
  { region: 'EU', coupon: 5, lines: [{ price: 10, qty: 2 }, { price: 4, qty: 1, removed: true }, { price: 3, qty: 5 }] },
  { region: 'US', coupon: 0, lines: [{ price: 7, qty: 1 }] },
];
console.log(run(ORDERS).join(' | '));
console.log(weightedStock({ items: [{ qty: 3 }, { qty: 1, removed: true }, { qty: 2 }] }));

function weightedStock(shelf) {
  let total = 0;
  each(shelf.items, (item, position) => {
    total += item.qty * (position + 1);
  });
  return total / Math.max(countLive(shelf.items), 1);
}
