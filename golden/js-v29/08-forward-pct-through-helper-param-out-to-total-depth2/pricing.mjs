export const VAT = 0.2;

export function applyDiscount(order, pct) {
  order.discounted = true;
  const cut = Math.round(order.total * pct) / 100;
  order.total -= cut;
}

export function grossOf(order, rate = VAT) {
  return Math.round(order.total * (1 + rate) * 100) / 100;
}

export function formatPrice(amount, currency) {
  return `${amount.toFixed(2)} ${currency}`;
}
