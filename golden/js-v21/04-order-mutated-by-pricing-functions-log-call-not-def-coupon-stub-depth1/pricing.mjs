// Adjustments the checkout applies to an order it hands over.
const RATES = { HALF: 0.5, TENNER: 0.1 };

function couponRate(code) {
  return RATES[code] ?? 0;
}

export function applyCoupon(order, code) {
  const rate = couponRate(code);
  if (rate > 0) {
    order.discount = order.subtotal * rate;
    order.coupon = code;
  }
}

export function addShipping(order, zone) {
  if (order.subtotal >= 50) {
    order.shipping = 0;
  } else {
    order.shipping = zone === "EU" ? 4.95 : 12.5;
  }
}

export function logOrder(order, note) {
  console.log(`order ${order.id}: ${note}`);
}
