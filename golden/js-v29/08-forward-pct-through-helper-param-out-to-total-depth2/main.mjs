import { checkout } from './checkout.mjs';

function receipt(cart) {
  const owner = cart.owner.toUpperCase();
  const result = checkout(cart.items, cart.code, 'EUR');
  const lines = [owner, result.label, result.note];
  return lines.join(' | ');
}

const CART = { owner: 'ada', code: 'VIP', items: [{ price: 40, qty: 2 }] };
const text = receipt(CART);
console.log(text);
