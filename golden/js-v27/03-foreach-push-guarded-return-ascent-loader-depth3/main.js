'use strict';
const { buildRows } = require('./report');
const { loadOrders } = require('./orders');

function monthly(all, month, currency = 'eur') {
  const recent = all.filter((o) => o.month === month).map((o) => ({ id: o.id, total: o.net + o.vat }));
  const title = `Orders ${month}/2024`;
  const rows = buildRows(recent, { currency, minTotal: 10 });
  return [title, ...rows].join('\n');
}

const all = loadOrders();
const march = monthly(all, 3);
const april = monthly(all, 4, 'usd');
console.log(march);
console.log(april);
