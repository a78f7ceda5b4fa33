export const LOW_MARK = 5;
const PACK = 12;

export function restockPlan(levels, { minimum = LOW_MARK, pack: packSize = PACK } = {}) {
  let ordered = 0;
  let lastSku = 'none';
  const plan = [];
  const order = (sku, units) => {
    const packs = Math.ceil(units / packSize);
    plan.push({ sku, packs });
    ordered += packs * packSize;
    lastSku = sku;
  };
  const describe = (sku) => `${sku} after ${lastSku}, ${ordered} units so far`;
  for (const [sku, { onHand, reserved = 0 }] of levels) {
    const free = onHand - reserved;
    if (free >= minimum) {
      continue;
    }
    console.log(describe(sku));
    order(sku, minimum - free);
  }
  return { plan, ordered };
}
