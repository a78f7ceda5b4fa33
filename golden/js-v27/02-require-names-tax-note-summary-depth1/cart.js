'use strict';
const { toCents, withTax, format } = require('./money');

function lineTotal(item) {
  const base = toCents(item.price) * item.qty;
  const label = `${item.qty} x ${item.name.trim()}`;
  const total = withTax(base, label);
  return total;
}

function cartTotal(items, coupon) {
  let sum = 0;
  for (const item of items) {
    if (item.qty === 0) {
      continue;
    }
    sum += lineTotal(item);
  }
  const off = coupon ? toCents(coupon.amount) : 0;
  return format(sum - off);
}

module.exports = { lineTotal, cartTotal };
