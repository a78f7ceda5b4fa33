'use strict';
const { cartTotal, lineTotal } = require('./cart');

const ITEMS = [
  { name: ' tea ', price: 3.5, qty: 2 },
  { name: 'cake', price: 4.25, qty: 1 },
  { name: 'jam', price: 5, qty: 0 },
];

function firstLine(items, currency) {
  const top = items[0];
  const amount = lineTotal(top);
  return `${top.name.trim()}: ${amount} ${currency}`;
}

console.log(firstLine(ITEMS, 'cents'));
console.log(cartTotal(ITEMS, { amount: 1 }));
