import { fetchRate } from './rates.mjs';
import { loadOrder } from './orders.mjs';

export async function quote(amount, from, to, verbose) {
  const fromRate = await fetchRate(from, verbose);
  const toRate = await fetchRate(to, false);
  const base = amount * fromRate;
  const label = `${from}->${to}`;
  console.log(label);
  return base / toRate;
}

const debug = process.argv.includes('--verbose');
const order = await loadOrder('A-17');
let total = 0;
if (order.amount > 0) {
  total = await quote(order.amount, order.currency, 'USD', debug);
}
console.log(total.toFixed(2));
