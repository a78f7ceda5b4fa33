import { cartTotal, quote } from './checkout.mjs';
import { formatPrice } from './invoice.mjs';

const cart = [{ price: 12, qty: 2 }, { price: 30, discount: 0.1 }];
const fast = process.argv.includes('--express');
const budget = 50;

function fits(total) {
  return parseFloat(total) <= budget;
}

console.log(cartTotal(cart, { express: fast }));
console.log(cartTotal(cart));
console.log(quote(99, 0.07));
console.log(`budget ${formatPrice(budget)}: ${fits(quote(40, 0.1)) ? 'ok' : 'over'}`);
