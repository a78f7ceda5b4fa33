import { restockPlan as planFor, LOW_MARK } from './stock.mjs';

const warehouse = new Map();
warehouse.set('bolt', { onHand: 3, reserved: 1 });
warehouse.set('nut', { onHand: 40 });
warehouse.set('washer', { onHand: 6, reserved: 4 });

export function weeklyOrder(levels) {
  const { plan, ordered } = planFor(levels);
  console.log(`weekly: ${plan.length} lines`);
  return ordered;
}

export function urgentOrder(levels, threshold) {
  const urgent = planFor(levels, { minimum: threshold, pack: 1 });
  return urgent.plan.map((line) => line.sku);
}

const units = weeklyOrder(warehouse);
const rush = urgentOrder(warehouse, LOW_MARK * 2);
console.log(units, rush);
