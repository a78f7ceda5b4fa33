'use strict';

const { price } = require('./pricing.cjs');
const { TAX, CURRENCY } = require('./config.cjs');

function invoice(lines) {
  let total = 0;
  for (const line of lines) {
    const p = price(line, line.off);
    total += p;
  }
  const shown = `${total.toFixed(2)} ${CURRENCY} (tax ${TAX})`;
  console.log(shown);
  return total;
}

const order = [
  { sku: 'A1', unit: 10, qty: 3, off: 5 },
  { sku: 'B2', unit: 4.5, qty: 2, off: 0 },
];
const sum = invoice(order);
console.log('sum', sum);
