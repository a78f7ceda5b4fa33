'use strict';
const { checkout, quote } = require('./checkout');

const cart = {
  items: [
    { name: 'pen', price: 2, qty: 3 },
    { name: 'pad', price: 4 },
    { name: 'gift wrap', price: 1, free: true },
  ],
  express: true,
  tip: 2,
};

console.log(checkout(cart, { tier: 'gold' }));
console.log(quote(cart.items.filter((it) => it.qty)));
