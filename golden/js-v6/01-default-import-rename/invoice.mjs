import applyTax, { tax, RATE as baseRate } from './money.mjs';

const MIN_QTY = 1;
const REDUCED = 0.05;

function lineTotal({ qty = MIN_QTY, price: unit, food = false, code = '?' }) {
  const net = qty * unit;
  console.log(`line ${code}: ${net}`);
  return food ? applyTax(net, REDUCED) : applyTax(net);
}

export function invoice(lines, shipping = 0) {
  let subtotal = 0;
  let vat = 0;
  for (const line of lines) {
    subtotal += lineTotal(line);
    vat += tax(line.price);
  }
  const total = subtotal + applyTax(shipping, baseRate);
  console.log(`vat share ${vat}`);
  return total;
}

const order = [{ qty: 2, price: 10, code: 'A1' }, { price: 4.5, food: true }];
console.log(invoice(order, 5).toFixed(2));
