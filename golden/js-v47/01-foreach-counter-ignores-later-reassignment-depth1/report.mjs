import { averageTotal, countFlagged } from './audit.mjs';

function dailyReport(store) {
  const open = store.orders.filter((o) => !o.cancelled);
  const base = store.limit;
  const title = store.name.toUpperCase();
  const avg = averageTotal(open).toFixed(1);
  const flagged = countFlagged(open, base);
  return `${title}: ${flagged} flagged, average ${avg}`;
}

function quickCheck(orders) {
  return countFlagged(orders, 100) > 0;
}

const stores = [
  { name: 'north', limit: 40, orders: [{ total: 90 }, { total: 130, cancelled: true }, { total: 70 }] },
  { name: 'south', limit: 25, orders: [{ total: 20 }, { total: 60 }, { total: 80 }] },
];

for (const store of stores) {
  console.log(dailyReport(store));
}
const busiest = stores[1].orders;
console.log(quickCheck(busiest) ? 'south needs review' : 'south ok');
