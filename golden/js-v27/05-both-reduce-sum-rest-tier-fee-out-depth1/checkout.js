'use strict';
const { subtotal } = require('./pricing');

function checkout(cart, member) {
  const items = cart.items.map((it) => ({ ...it, qty: it.qty || 1 }));
  const tier = member ? member.tier : 'none';
  const fee = cart.express ? 5 : 0;
  const total = subtotal(items, tier, fee, cart.tip);
  const receipt = { total, count: items.length };
  return receipt;
}

function quote(items) {
  const est = subtotal(items);
  return `about ${est}`;
}

module.exports = { checkout, quote };
