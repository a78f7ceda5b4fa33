import { buildReport, formatReport } from './report.mjs';
import { sumBy } from './metrics.mjs';

const orders = [
  {
    status: 'paid',
    parcel: { kg: 2 },
    lines: [{ price: 10, qty: 2 }, { price: 4, qty: 1, skip: true }],
  },
  { status: 'open', parcel: { kg: 5 }, lines: [{ price: 7, qty: 3 }] },
  { status: 'paid', parcel: { kg: 1 }, lines: [{ price: 3, qty: 5 }] },
];

const itemCount = sumBy(orders, (o) => o.lines.length);
const report = buildReport(orders);
console.log(`items: ${itemCount}`);
console.log(formatReport(report));

const byStatus = {};
for (const order of orders) {
  byStatus[order.status] = (byStatus[order.status] ?? 0) + 1;
}
console.log(byStatus);
