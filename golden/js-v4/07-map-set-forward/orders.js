'use strict';

const UNKNOWN = 'misc';

function tally(orders, taxRate) {
  const factor = 1 + taxRate;
  const totals = new Map();
  let skipped = 0;
  for (const { sku = UNKNOWN, qty, price } of orders) {
    if (qty <= 0) {
      skipped += 1;
      continue;
    }
    const prev = totals.get(sku) ?? 0;
    totals.set(sku, prev + qty * price * factor);
  }
  const lines = [];
  let count = 0;
  for (const [sku, amount] of totals) {
    count += 1;
    lines.push(`${sku}: ${amount.toFixed(2)}`);
  }
  console.log(`${count} products, ${skipped} skipped`);
  return lines;
}

function report(orders) {
  const lines = tally(orders, 0.2);
  const header = `${lines.length} lines`;
  return [header, ...lines].join('\n');
}

function main() {
  const text = report([{ sku: 'a', qty: 2, price: 3 }, { qty: 1, price: 4 }, { sku: 'a', qty: 0, price: 9 }]);
  return text.length;
}

console.log(main());
