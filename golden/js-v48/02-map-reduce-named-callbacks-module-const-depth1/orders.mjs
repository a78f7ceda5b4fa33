import { gross, restocked, add, makeOrder } from './pricing.mjs';

const CURRENCY = 'EUR';

function orderTotal(order) {
  const amounts = order.lines.map(gross);
  const label = `${order.id} (${CURRENCY})`;
  console.log(`pricing ${label}`);
  const total = amounts.reduce(add, 0);
  return total;
}

function refundTotal(ret) {
  const kept = ret.lines.map(restocked);
  const grossed = ret.lines.map(gross);
  console.log(`returned goods worth ${grossed.reduce(add, 0)}`);
  return kept.reduce(add, 0);
}

const order = makeOrder('A-17', [
  { unit: 10, qty: 3 },
  { unit: 4, qty: 5 },
]);
const back = makeOrder('R-02', [{ unit: 10, qty: 1 }]);
const owed = orderTotal(order);
const refund = refundTotal(back);
console.log(`owed ${owed.toFixed(2)} refund ${refund.toFixed(2)}`);
