import { Cart } from './cart.mjs';

export function checkout(owner, lines, code) {
  const cart = new Cart(owner);
  for (const [name, price] of lines) {
    cart.add(name, price);
  }
  if (code) {
    cart.apply(code);
  }
  const heading = cart.label();
  const amount = cart.total();
  return `${heading}: ${amount.toFixed(2)}`;
}

export function preview(owner, lines) {
  const cart = new Cart(owner, { currency: 'USD' });
  for (const [name, price, qty] of lines) {
    cart.add(name, price, qty);
  }
  return cart.label();
}
