export const REORDER_LEVEL = 5;
export const SEASON_FACTOR = { apple: 2, pear: 1, plum: 3 };

function scaleFor(sku, base) {
  const factor = SEASON_FACTOR[sku] ?? 1;
  console.log(`  scaling ${sku} by ${factor}`);
  return base * factor;
}

export function restockPlan(skus, base) {
  const plan = {};
  let units = 0;
  for (const sku of skus) {
    plan[sku] = scaleFor(sku, base);
    units += plan[sku];
  }
  console.log(`  plan covers ${units} units`);
  return plan;
}

export function lowItems(counts) {
  return Object.keys(counts).filter((key) => counts[key] < REORDER_LEVEL);
}
