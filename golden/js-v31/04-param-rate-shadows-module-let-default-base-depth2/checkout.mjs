import { setRate, taxFor, surcharge } from './rates.mjs';

export function lineTax(price, qty) {
  const amount = price * qty;
  const label = `${qty} x ${price}`;
  console.log(label);
  return taxFor(amount);
}

export function exportTax(price, rate) {
  setRate(rate / 2);
  const fee = surcharge(price);
  return taxFor(price, rate) + fee;
}

const rows = [[10, 2], [4, 5]];
let sum = 0;
for (const [price, qty] of rows) {
  sum += lineTax(price, qty);
}
console.log(sum, exportTax(50, 0.1));
