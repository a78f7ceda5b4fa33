import { sumBy, countBy } from './metrics.mjs';

// Builds the revenue and shipping figures for a batch of orders.
export function buildReport(orders) {
  const paid = orders.filter((o) => o.status === 'paid');
  const lines = paid.flatMap((o) => o.lines);
  const parcels = orders.map(({ parcel }) => parcel).filter(Boolean);
  const revenue = sumBy(lines, ({ price, qty }) => price * qty);
  const weight = sumBy(parcels, ({ kg }) => kg);
  const open = countBy(orders, (o) => o.status !== 'paid');
  return { revenue, weight, open };
}

export function formatReport({ revenue, weight, open }) {
  const parts = [
    `revenue ${revenue}`,
    `weight ${weight} kg`,
  ];
  if (open > 0) {
    parts.push(`${open} open`);
  }
  return parts.join(', ');
}
