import { formatAmount, isHome, parseCents, currency } from './money.js';

export interface Line {
  sku: string;
  price: string;
  qty: number;
}

export function lineTotal(line: Line, currency: string): string {
  const cents = parseCents(line.price, currency) * line.qty;
  return `${line.sku.padEnd(6)} ${formatAmount(cents, currency)}`;
}

export function invoiceText(lines: Line[], account: { name: string; currency: string }): string {
  const code = account.currency;
  const kind = isHome(code) ? 'domestic' : 'foreign';
  const out: string[] = [`Invoice for ${account.name} (${kind})`];
  for (const line of lines) {
    out.push(lineTotal(line, code));
  }
  out.push(`Prices in ${code}; home currency ${currency}`);
  return out.join('\n');
}

const ACCOUNT = { name: 'Kyoto Books', currency: 'JPY' };
console.log(invoiceText([{ sku: 'B-12', price: '1200', qty: 2 }, { sku: 'B-40', price: '850', qty: 1 }], ACCOUNT));
console.log(invoiceText([{ sku: 'A-1', price: '19.99', qty: 3 }], { name: 'Acme GmbH', currency: 'EUR' }));
