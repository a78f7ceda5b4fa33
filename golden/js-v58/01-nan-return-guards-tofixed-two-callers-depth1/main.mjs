import { formatPrice } from './price.mjs';

const rawPrices = ['12,5', 'abc', '1500'];
const currency = 'EUR';
const fallbackCurrency = 'USD';
for (const raw of rawPrices) {
  const shown = formatPrice(raw, currency);
  console.log(shown);
}
const extra = formatPrice('7', fallbackCurrency);
console.log(extra);
