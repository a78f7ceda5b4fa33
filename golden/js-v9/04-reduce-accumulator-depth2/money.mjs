export const BASE = 'USD';
const RATES = { USD: 1, EUR: 1.08, GBP: 1.27 };
const PRECISION = 2;

export function round(value, digits = PRECISION) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function convert(amount, from, to = BASE) {
  if (from === to) {
    return amount;
  }
  const usd = amount * (RATES[from] ?? 1);
  return round(usd / (RATES[to] ?? 1));
}

export function format(amount, currency) {
  return `${round(amount).toFixed(PRECISION)} ${currency}`;
}
