import { checkout } from './checkout.mjs';

function demo() {
  const cart = { id: 'A7', express: false, items: [] };
  cart.items.push({ price: 20, qty: 2 });
  cart.items.push({ price: 5, qty: 1 });
  const spring = { code: 'SPRING', pct: 10, uses: 0 };
  const first = checkout(cart, spring);
  const second = checkout(cart, null);
  return [first, second, spring.uses];
}

console.log(demo());
