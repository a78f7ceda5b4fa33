// Receipt lines for a cart, each price formatted for the customer's locale.
import { formatPrice } from './format.mjs';

export async function lineItem(name, price, qty, locale) {
  const subtotal = price * qty;
  const shown = await formatPrice(subtotal, locale);
  const width = name.length + 2;
  return `${name.padEnd(width)}${shown}`;
}

export async function shippingNote(cost, locale) {
  const free = cost === 0;
  const text = await formatPrice(cost, locale);
  return free ? 'free shipping' : `shipping ${text}`;
}

export async function receipt(items, locale) {
  const lines = [];
  for (const it of items) {
    lines.push(await lineItem(it.name, it.price, it.qty, locale));
  }
  const note = await shippingNote(items.length > 2 ? 0 : 4.5, locale);
  lines.push(note);
  return [`receipt (${locale})`, ...lines].join('\n');
}
