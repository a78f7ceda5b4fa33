'use strict';

function buildRows(orders, { minTotal = 0, currency }) {
  const rows = [];
  let skipped = 0;
  const prefix = currency.toUpperCase();
  orders.forEach((order) => {
    if (order.total < minTotal) {
      skipped += 1;
      return;
    }
    const cents = Math.round(order.total * 100);
    console.log(`row ${order.id}`);
    rows.push(`${prefix} ${(cents / 100).toFixed(2)}`);
  });
  if (skipped > 0) {
    console.log(`${skipped} small orders hidden`);
  }
  return rows;
}

module.exports = { buildRows };
