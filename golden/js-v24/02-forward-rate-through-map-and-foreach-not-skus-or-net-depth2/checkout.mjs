import { invoiceTotals } from './invoice.mjs';

const CART = [
  { sku: 'kb-01', qty: 1, price: 120 },
  { sku: 'ms-02', qty: 2, price: 25 },
  { sku: 'cb-03', qty: 3, price: 4.5 },
];

function printInvoice(inv, currency) {
  const rows = [`total: ${inv.gross} ${currency}`];
  if (inv.big.length > 0) {
    rows.push(`large items: ${inv.big.join(', ')}`);
  }
  return rows.join('\n');
}

export function checkout(cart, region) {
  const currency = region === 'us' ? 'USD' : 'EUR';
  const inv = invoiceTotals(cart, region);
  const text = printInvoice(inv, currency);
  console.log(text);
  return inv.gross > 0;
}

const ok = checkout(CART, 'eu');
if (!ok) {
  process.exitCode = 1;
}
