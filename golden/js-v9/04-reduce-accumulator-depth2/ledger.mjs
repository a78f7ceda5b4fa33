import { convert, format, BASE } from './money.mjs';

export function totalsByCustomer(invoices, { currency = BASE, minimum = 0 } = {}) {
  let skipped = 0;
  const open = invoices.filter((inv) => {
    if (inv.status === 'void') {
      skipped += 1;
      return false;
    }
    return inv.amount >= minimum;
  });
  const totals = open.reduce((acc, inv) => {
    const key = inv.customer.trim().toLowerCase();
    const amount = convert(inv.amount, inv.currency, currency);
    acc[key] = (acc[key] ?? 0) + amount;
    return acc;
  }, {});
  console.log(`${skipped} void, ${open.length} open`);
  return totals;
}

export function statement(invoices, currency) {
  const totals = totalsByCustomer(invoices, { currency });
  const lines = Object.entries(totals).map(([name, sum]) => `${name}: ${format(sum, currency)}`);
  return lines.join('\n');
}

export function largeTotals(invoices) {
  return totalsByCustomer(invoices, { minimum: 100 });
}

const sample = [
  { customer: 'Acme ', amount: 120, currency: 'USD', status: 'open' },
  { customer: 'acme', amount: 50, currency: 'EUR', status: 'open' },
  { customer: 'Bolt', amount: 80, currency: 'GBP', status: 'void' },
  { customer: 'Core', amount: 300, currency: 'USD', status: 'open' },
];
console.log(statement(sample, 'EUR'), largeTotals(sample));
