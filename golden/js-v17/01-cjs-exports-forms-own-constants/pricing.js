'use strict';

const TAX_RATE = 0.21;
const FREE_SHIPPING_OVER = 50;
const SHIPPING_FEE = 4.95;
const CURRENCY = 'EUR';

function shippingFor(subtotal) {
  if (subtotal >= FREE_SHIPPING_OVER) {
    return 0;
  }
  return SHIPPING_FEE;
}

function withTax(amount, rate = TAX_RATE) {
  const gross = amount * (1 + rate);
  return Math.round(gross * 100) / 100;
}

function label(amount) {
  return `${amount.toFixed(2)} ${CURRENCY}`;
}

exports.TAX_RATE = TAX_RATE;
exports.FREE_SHIPPING_OVER = FREE_SHIPPING_OVER;
exports.shippingFor = shippingFor;
module.exports.withTax = withTax;
module.exports.label = label;
