import { parseQuantity } from "./quantity.mjs";

const FACTORS = { k: 1000, m: 0.001 };

export function toBase(spec) {
  const q = parseQuantity(spec.trim());
  const factor = FACTORS[q.unit] ?? 1;
  return q.value * factor;
}

console.log(toBase(" 2.5k "), toBase("40"), toBase("12.75m"));

export function formatBase(value, unit) {
  const rounded = Math.round(value * 1000) / 1000;
  return `${rounded} ${unit}`;
}
