// Cart arithmetic shared by the checkout (main.mjs) and the daily report.
export const TAX_RATE = 0.2;
export const CURRENCY = "EUR";

export function total(prices, discount, label) {
  console.log("pricing", label);
  let sum = 0;
  for (const p of prices) {
    sum += p;
  }
  return sum - discount;
}

export function withTax(amount) {
  const tax = amount * TAX_RATE;
  return Math.round((amount + tax) * 100) / 100;
}

export function format(amount) {
  return amount.toFixed(2) + " " + CURRENCY;
}
