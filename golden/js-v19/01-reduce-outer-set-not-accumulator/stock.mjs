import { skuKey, lineQty, formatCounts } from './units.mjs';

const CARRY_OVER = { 'SKU-OLD': 3 };

export function tallyShipment(lines, carry) {
  const start = { ...carry };
  const seen = new Set();
  let rejected = 0;
  const step = (acc, line) => {
    const qty = lineQty(line);
    if (qty <= 0) {
      rejected += 1;
      return acc;
    }
    seen.add(skuKey(line));
    acc[skuKey(line)] = (acc[skuKey(line)] ?? 0) + qty;
    return acc;
  };
  const totals = lines.reduce(step, start);
  const skus = [...seen].sort();
  console.log(`${skus.length} skus, ${rejected} rejected: ${formatCounts(totals)}`);
  return { totals, skus, rejected };
}

const SHIPMENT = [{ sku: 'sku-a1', count: 2, pack: 'box' }, { sku: 'sku-c3', count: 0 }, { sku: ' b2', count: 1, pack: 'pallet' }];
const report = tallyShipment(SHIPMENT, CARRY_OVER);
console.log(report.skus.join(','));
