// Builds an invoice from cart items and serialises it.
import { applyTax, audit } from './tax.mjs';

export async function finalize(customer, items, region) {
  const invoice = { customer, subtotal: 0, tax: 0 };
  const note = `invoice for ${customer}`;
  for (const item of items) {
    if (item.qty <= 0) {
      continue;
    }
    invoice.subtotal += item.price * item.qty;
  }
  await applyTax(invoice, region, note);
  await audit(invoice);
  const json = JSON.stringify(invoice);
  return json;
}

export async function reprice(invoice, region) {
  await applyTax(invoice, region, 'reprice');
  return invoice;
}
