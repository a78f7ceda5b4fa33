export const TAX_RATE = 0.2;
export const CURRENCY = 'EUR';

export function lineTotal({ price, qty = 1, discount = 0 }) {
  const gross = price * qty;
  return gross - gross * discount;
}

export function withTax(amount, rate = TAX_RATE, currency = 'EUR') {
  const taxed = amount * (1 + rate);
  return `${taxed.toFixed(2)} ${currency}`;
}

export function formatPrice(value) {
  return `${value.toFixed(2)} ${CURRENCY}`;
}
