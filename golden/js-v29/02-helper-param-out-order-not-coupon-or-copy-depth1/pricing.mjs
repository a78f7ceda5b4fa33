export const TAX_RATE = 0.2;

export function applyDiscount(order, coupon) {
  const cut = Math.round(order.subtotal * coupon.pct) / 100;
  order.total = order.subtotal - cut;
  coupon.uses += 1;
  coupon.lastOrder = order.id;
}

export function applyTax(order, rate = TAX_RATE) {
  order.tax = Math.round(order.total * rate * 100) / 100;
}

export function previewTotal(order) {
  const draft = { ...order };
  draft.total = Math.round(draft.total / 10) * 10;
  return draft.total;
}
