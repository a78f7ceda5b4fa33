export const RATE = 0.2;
export const CURRENCY = 'EUR';
const CENTS = 100;

export function tax(amount, rate = RATE) {
  const raw = amount * rate;
  return Math.round(raw * CENTS) / CENTS;
}

export function label(value, currency = CURRENCY) {
  return `${value.toFixed(2)} ${currency}`;
}

export default function withTax(net, rate = RATE) {
  const due = tax(net, rate);
  console.log(label(due));
  return net + due;
}
