'use strict';

const { money, percent } = require('./format');

const TAX_RATE = 0.2;
const SHIPPING = 4.5;

function lineTotal(item, discount = 0) {
  const gross = item.qty * item.price;
  return gross - gross * discount;
}

function invoiceText(items, { discount = 0, label = 'Invoice' } = {}) {
  let subtotal = 0;
  for (const item of items) {
    subtotal += lineTotal(item, discount);
  }
  const shipping = subtotal > 100 ? 0 : SHIPPING;
  const tax = subtotal * TAX_RATE;
  const total = money(subtotal + tax + shipping);
  const rate = percent(TAX_RATE);
  return `${label}: ${total} incl. ${rate} tax`;
}

module.exports = { invoiceText, lineTotal };

if (require.main === module) {
  console.log(invoiceText([{ qty: 2, price: 30 }, { qty: 1, price: 80 }], { discount: 0.1 }));
  console.log(invoiceText([{ qty: 1, price: 20 }]));
}
