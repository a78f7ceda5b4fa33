// Tax rules per region; the helpers fill in fields of an invoice object.
const RATES = { eu: 0.2, uk: 0.175, us: 0.07 };

export async function lookupTax(region) {
  const rate = RATES[region];
  return rate ?? 0;
}

export async function applyTax(invoice, region, note) {
  const rate = await lookupTax(region);
  invoice.tax = Math.round(invoice.subtotal * rate * 100) / 100;
  console.log(`${note}: tax ${rate} on ${invoice.subtotal}`);
  return rate;
}

export async function audit(invoice) {
  const ok = invoice.subtotal >= 0 && invoice.tax >= 0;
  console.log(`audit ${ok ? 'passed' : 'failed'}`);
  return ok;
}
