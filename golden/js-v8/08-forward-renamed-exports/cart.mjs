import toCurrency, { show as money, symbolFor, BASE as home } from './money.mjs';

const VAT = 0.2;

export function totals(items, { currency: shop = home, vat = VAT } = {}) {
  let net = 0;
  for (const { price, qty = 1 } of items) {
    net += price * qty;
  }
  const gross = net * (1 + vat);
  const local = toCurrency(gross, { to: shop });
  const text = money(local, shop);
  return { net, gross: local, text };
}

export function receipt(items, opts) {
  const { text, gross: due } = totals(items, opts);
  const sign = symbolFor(opts?.currency ?? home);
  const lines = items.map(({ name, price }) => `${name}: ${money(price)}`);
  return [...lines, `total ${text}`, `due ${sign}${due}`].join('\n');
}

export function checkout(basket, currency) {
  const slip = receipt(basket, { currency });
  const count = basket.length;
  return `${slip}\n${count} items, paid in ${currency}`;
}

const basket = [{ name: 'tea', price: 4.5, qty: 2 }, { name: 'mug', price: 12 }];
console.log(checkout(basket, 'USD'));
