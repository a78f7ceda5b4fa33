import { lineTotal, withTax } from './invoice.mjs';

export function cartTotal(items, { region = 'eu', express = false } = {}) {
  let subtotal = 0;
  for (const item of items) {
    subtotal += lineTotal(item);
  }
  const shipping = express ? 15 : 5;
  const note = `${items.length} items to ${region}`;
  console.log(note);
  const due = withTax(subtotal + shipping);
  return due;
}

export function quote(price, rate) {
  const label = `quote for ${price}`;
  console.log(label);
  return withTax(price, rate, 'USD');
}
