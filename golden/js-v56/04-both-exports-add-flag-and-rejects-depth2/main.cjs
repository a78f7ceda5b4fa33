'use strict';

const { add, label } = require('./store.cjs');

function fill(orders) {
  const cart = [];
  let rejected = 0;
  for (const o of orders) {
    const ok = add(cart, o.name, o.qty);
    if (!ok) {
      rejected += 1;
    }
  }
  console.log('rejected', rejected);
  return label(cart);
}

const orders = [
  { name: 'tea', qty: 2 },
  { name: 'cup', qty: 0 },
  { name: 'pot', qty: 1 },
];
const text = fill(orders);
console.log(text);
