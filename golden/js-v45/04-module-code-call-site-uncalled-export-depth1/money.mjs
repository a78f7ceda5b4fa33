// Rounding helpers shared by the price list and the checkout.
export const STEP = 0.05;
export const CURRENCY = "EUR";

export function roundTo(value, step) {
  const units = Math.round(value / step);
  return units * step;
}

export function ceilTo(value, step) {
  const units = Math.ceil(value / step);
  return units * step;
}

export function formatPrice(v) {
  const shown = roundTo(v, 0.01);
  return shown.toFixed(2) + " " + CURRENCY;
}

export function isWhole(value) {
  return Number.isInteger(value);
}
