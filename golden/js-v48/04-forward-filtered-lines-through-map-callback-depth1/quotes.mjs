import { inStock, lineTotal, add, report } from './catalog.mjs';

function quote(customer) {
  const lines = customer.basket.filter(inStock);
  const priced = lines.map(lineTotal);
  const count = lines.length;
  const subtotal = priced.reduce(add, 0);
  const greeting = `Quote for ${customer.name}`;
  console.log(greeting);
  return { subtotal, count, greeting };
}

function backorderValue(customer) {
  const missing = customer.basket.filter((item) => item.stock === 0);
  const values = missing.map(lineTotal);
  return values.reduce(add, 0);
}

const alice = {
  name: 'Alice',
  basket: [
    { sku: 'pen', price: 2.5, qty: 4, stock: 10 },
    { sku: 'ink', price: 7, qty: 1, stock: 0 },
    { sku: 'pad', price: 3, qty: 2, stock: 5 },
  ],
};
const q = quote(alice);
report(q);
const pending = backorderValue(alice);
console.log(`backorder ${pending}`);
