'use strict';

const { skuOf, labelOf } = require('./catalog');

function tally(orders, returns = {}) {
  const counts = new Map();
  const touched = new Set();
  for (const order of orders) {
    const sku = skuOf(order.item);
    counts.set(sku, (counts.get(sku) ?? 0) + order.qty);
    touched.add(sku);
  }
  for (const sku in returns) {
    counts.set(sku, (counts.get(sku) ?? 0) - returns[sku]);
  }
  counts.delete('');
  const snapshot = new Map(counts);
  snapshot.clear();
  const skus = Array.from(counts.keys()).sort();
  return { skus, counts, touched: touched.size };
}

function report(orders, returns) {
  const { skus, counts } = tally(orders, returns);
  const lines = skus.map((sku) => `${labelOf(sku)}: ${counts.get(sku)}`);
  return lines.join('\n');
}

module.exports = { tally, report };

if (require.main === module) {
  const orders = [{ item: 'cup', qty: 2 }, { item: 'plate', qty: 3 }];
  console.log(report(orders, { 'SKU-PLATE': 1 }));
}
