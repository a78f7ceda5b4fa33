export const BASE_RATE = 0.2;
let rate = BASE_RATE;

export function setRate(next) {
  rate = next;
}

export function taxFor(amount, rate = BASE_RATE) {
  const tax = amount * rate;
  return Math.round(tax * 100) / 100;
}

export function surcharge(amount) {
  return amount * rate;
}
