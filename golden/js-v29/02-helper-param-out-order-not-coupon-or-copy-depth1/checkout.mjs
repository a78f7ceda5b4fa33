import { applyDiscount, applyTax, previewTotal } from './pricing.mjs';

export function checkout(cart, coupon) {
  const order = { id: cart.id, subtotal: 0, total: 0 };
  for (const item of cart.items) {
    order.subtotal += item.price * item.qty;
  }
  order.total = order.subtotal;
  const estimate = previewTotal(order);
  if (coupon && coupon.pct > 0) {
    applyDiscount(order, coupon);
  }
  const draft = { ...order, note: 'pending' };
  draft.total = estimate;
  applyTax(order);
  console.log(`${draft.id} ~${draft.total}`);
  return order;
}
