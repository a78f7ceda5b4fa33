import { chf, usd } from './currency.mjs';

export function priceTag(item, audit) {
  const net = item.price * item.count;
  const shown = usd.format(net, audit);
  const local = chf.format(net * 0.9);
  return `${item.name}: ${shown} / ${local}`;
}

export function totalLine(items) {
  let sum = 0;
  for (const item of items) {
    sum += item.price * item.count;
  }
  return `total: ${usd.format(sum)}`;
}
