import { summarize, formatMoney } from './ledger.mjs';

const SHIPPING = 4.5;
const FREE_FROM = 50;
const VAT = 0.2;

export function invoiceTotal(cart, verbose) {
  const summary = summarize(cart, verbose);
  summary.label = `${summary.count} items`;
  let due = summary.sum;
  if (summary.sum < FREE_FROM) {
    due += SHIPPING;
  }
  const vat = due * VAT;
  console.log(`${summary.label}, avg ${formatMoney(summary.average)}, vat ${formatMoney(vat)}`);
  return due;
}

export function describe(cart) {
  const summary = summarize(cart, false);
  return `${summary.count} lines worth ${formatMoney(summary.sum)}`;
}
