export const GOLD_PCT = 15;
export const BASE_PCT = 5;
export const FREE_SHIP_PCT = 100;

export function applyPercent(amount, pct) {
  const clamped = Math.min(Math.max(pct, 0), 100);
  const cut = Math.round(amount * clamped) / 100;
  return amount - cut;
}

export function formatMoney(value) {
  const fixed = value.toFixed(2);
  return `EUR ${fixed}`;
}

export function shippingCost(weightKg) {
  if (weightKg <= 1) {
    return 3.9;
  }
  return 3.9 + Math.ceil(weightKg - 1) * 1.5;
}
