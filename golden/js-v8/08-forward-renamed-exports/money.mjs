const RATES = new Map([['EUR', 1], ['USD', 1.08], ['GBP', 0.86]]);
export const BASE = 'EUR';
const CENT = 100;

function convert(amount, { from = BASE, to: target = BASE } = {}) {
  const rate = (RATES.get(target) ?? 1) / (RATES.get(from) ?? 1);
  return Math.round(amount * rate * CENT) / CENT;
}

const format = (amount, currency = BASE) => `${amount.toFixed(2)} ${currency}`;

export function symbolFor(currency) {
  const symbols = { EUR: '€', USD: '$', GBP: '£' };
  return symbols[currency] ?? currency;
}

export { convert as default, format as show };
