import { applyDiscount, grossOf, formatPrice } from './pricing.mjs';

export function checkout(items, code, currency) {
  const order = { total: 0, discounted: false };
  for (const it of items) {
    order.total += it.price * it.qty;
  }
  const rates = new Map([['SPRING', 10], ['VIP', 25]]);
  const pct = rates.get(code) ?? 0;
  const known = rates.has(code);
  const before = order.total;
  if (pct > 0) {
    applyDiscount(order, pct);
  }
  const gross = grossOf(order);
  const label = formatPrice(gross, currency);
  const note = known ? `code ${code}, was ${before}` : 'no code';
  return { label, note };
}
