// The price list. BASE is computed once, when this module is first imported,
// before any code of the importing module runs.
import { roundTo, STEP } from "./money.mjs";

const MARKUP = 1.25;

function parsePrice(text) {
  const cleaned = text.replace(",", ".");
  return Number(cleaned);
}

const rawBase = parsePrice("7,99");
export const BASE = roundTo(rawBase * MARKUP, STEP);
console.log("price list loaded, base", BASE);

export function refund(amount, fee) {
  if (fee > 0) {
    return roundTo(amount - fee, STEP);
  }
  return amount;
}
