// Coupon catalogue and money formatting.
const RATES = { SPRING10: 10, VIP25: 25, STAFF60: 60 };

export function lookupRate(code) {
  const key = code.trim().toUpperCase();
  return RATES[key] ?? 0;
}

export function formatMoney(amount) {
  return `$${amount.toFixed(2)}`;
}

export function knownCodes() {
  return Object.keys(RATES).sort();
}
