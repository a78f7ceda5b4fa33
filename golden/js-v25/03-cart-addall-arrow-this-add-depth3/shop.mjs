import { Cart } from './cart.mjs';

function checkout(order) {
  const cart = new Cart(order.customer);
  const saved = new Cart(order.customer);
  cart.addAll(order.items);
  saved.addAll(order.later);
  console.log(cart.summary(), saved.summary());
  const due = cart.total();
  return due;
}

const order = {
  customer: 'ana',
  items: [{ price: 3, qty: 2 }, { price: 5, qty: 1 }],
  later: [{ price: 9, qty: 1 }],
};
console.log(checkout(order));
