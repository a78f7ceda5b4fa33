import { convert, lookupCount } from './rates.mjs';
import { loadOrder } from './orders.mjs';

const EXPRESS_FEE = 15;

async function quote(order) {
  const fee = order.express ? EXPRESS_FEE : 0;
  const net = await convert(order.amount, order.currency, 'goods');
  const shipping = await convert(fee, 'EUR', 'shipping');
  const total = net + shipping;
  return Math.round(total * 100) / 100;
}

async function main() {
  const ids = ['a1', 'b2'];
  const totals = [];
  for (const id of ids) {
    const order = await loadOrder(id);
    const total = await quote(order);
    totals.push(`${id}=${total}`);
  }
  console.log(`${lookupCount()} rate lookups`);
  return totals;
}

main().then((totals) => totals.join('; ')).then((line) => console.log(line));
