// prices.mjs — currency conversion backed by a table of fixed quotes
const quotes = new Map();
quotes.set('EUR:10', 9);
quotes.set('GBP:10', 8);
const rates = new Map([['EUR', 0.92], ['GBP', 0.79], ['JPY', 151]]);
const FEE = 0.25;

export function convert(amount, currency) {
  const key = `${currency}:${amount}`;
  if (quotes.has(key)) {
    return quotes.get(key);
  }
  const rate = rates.get(currency) ?? 1;
  const gross = amount * rate;
  const net = Math.round((gross + FEE) * 100) / 100;
  return net;
}

export function symbol(currency) {
  const marks = new Map([['EUR', 'EUR'], ['GBP', 'GBP'], ['JPY', 'YEN']]);
  return marks.has(currency) ? marks.get(currency) : currency;
}
