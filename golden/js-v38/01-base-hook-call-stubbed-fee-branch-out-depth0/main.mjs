import { Pricer } from './pricer.mjs';
import { RushPricer } from './rush.mjs';

// Quote a few orders with a plain and a rush pricer.
const plain = new Pricer(4);
const rush = RushPricer.fromTier(4, 'high');

const orders = [
  { qty: 3, rush: false },
  { qty: 30, rush: true },
  { qty: 0, rush: true },
];

for (const order of orders) {
  const pricer = order.rush ? rush : plain;
  const price = pricer.quote(order.qty, order.rush);
  console.log(`${order.qty} units: ${price}`);
}

console.log(plain.withTax(plain.quote(12, false)));
console.log(rush.describe(), rush.quotes);
