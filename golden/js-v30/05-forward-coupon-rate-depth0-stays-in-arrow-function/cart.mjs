import { applyCoupon, describeCoupon } from './coupon.mjs';

export function settle(order) {
  let subtotal = 0;
  for (const line of order.lines) {
    subtotal += line.price * line.qty;
  }
  const due = order.coupon ? applyCoupon(subtotal, order.coupon) : subtotal;
  return { id: order.id, due };
}

const orders = [
  { id: 1, coupon: 'spring10', lines: [{ price: 40, qty: 3 }] },
  { id: 2, coupon: 'vip25 ', lines: [{ price: 12, qty: 2 }, { price: 5, qty: 1 }] },
  { id: 3, lines: [{ price: 9, qty: 1 }] },
];
for (const order of orders) {
  console.log(settle(order));
}
console.log(describeCoupon('STAFF60'));
