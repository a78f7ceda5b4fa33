// Order queue: a generator numbers the tickets, a plain loop ships the orders.
const PREFIX = 'T';

// Yields one ticket label per order; reads its parameter and an outer const.
function* tickets(count) {
  let n = 1;
  while (n <= count) {
    yield `${PREFIX}${n}`;
    n += 1;
  }
}

function dispatch(orders) {
  const limit = 12;
  let shipped = 0;
  let skipped = 0;
  const labels = [];
  for (const t of tickets(orders.length)) {
    labels.push(t);
  }
  for (const order of orders) {
    if (order.hold) {
      skipped += 1;
      continue;
    }
    if (shipped + order.qty > limit) {
      break;
    }
    shipped += order.qty;
  }
  console.log(labels.join(' '), 'skipped', skipped);
  return shipped;
}

const orders = [
  { qty: 4, hold: false },
  { qty: 3, hold: true },
  { qty: 5, hold: false },
  { qty: 6, hold: false },
];
console.log('shipped', dispatch(orders));
