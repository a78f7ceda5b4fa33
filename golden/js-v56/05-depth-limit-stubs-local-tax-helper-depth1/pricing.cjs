'use strict';

const { TAX } = require('./config.cjs');

function round2(v) {
  return Math.round(v * 100) / 100;
}

function withTax(amount) {
  const gross = amount * (1 + TAX);
  return round2(gross);
}

function price(item, discount) {
  const base = item.unit * item.qty;
  const net = base - discount;
  console.log('pricing', item.sku);
  return withTax(net);
}

module.exports = { price };
