import { roundTo, formatPrice } from "./money.mjs";
import { BASE } from "./prices.mjs";

const BULK_STEP = 0.5;

function lineTotal(qty, unit) {
  const gross = qty * unit;
  if (qty >= 10) {
    return roundTo(gross * 0.9, BULK_STEP);
  }
  return roundTo(gross, 0.05);
}

const order = [[3, BASE], [12, 2.5]];
let sum = 0;
for (const [qty, unit] of order) {
  const line = lineTotal(qty, unit);
  console.log(qty, "x", unit, "=", line);
  sum += line;
}
console.log("order total", formatPrice(sum));
