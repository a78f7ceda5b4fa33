// cart.mjs — line and invoice totals in the customer's currency
import { convert } from './prices.mjs';

export function lineTotal(item, currency) {
  const units = Math.max(1, item.qty);
  const unitPrice = convert(item.price, currency);
  return units * unitPrice;
}

export function invoiceTotal(items, currency) {
  const seen = new Set();
  let total = 0;
  for (const item of items) {
    if (seen.has(item.sku)) {
      continue;
    }
    seen.add(item.sku);
    const sub = lineTotal(item, currency);
    total += sub;
  }
  const shipping = convert(10, currency);
  return Math.round((total + shipping) * 100) / 100;
}
