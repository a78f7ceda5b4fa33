'use strict';

const { withTax, shippingFor, label, FREE_SHIPPING_OVER } = require('./pricing');

function checkoutTotal(lines, coupon) {
  let subtotal = 0;
  for (const line of lines) {
    subtotal += line.price * line.qty;
  }
  if (coupon) {
    subtotal -= coupon.amount;
  }
  const shipping = shippingFor(subtotal);
  const total = withTax(subtotal + shipping);
  const missing = FREE_SHIPPING_OVER - subtotal;
  if (missing > 0) {
    console.log(`add ${label(missing)} for free shipping`);
  }
  return total;
}

module.exports = { checkoutTotal };

if (require.main === module) {
  const cart = [{ price: 12.5, qty: 2 }, { price: 8, qty: 1 }];
  console.log(label(checkoutTotal(cart, null)));
  console.log(label(checkoutTotal(cart, { amount: 5 })));
}
