// Order statistics for the daily dashboard.

export function tally(orders, threshold) {
  const count = orders.length;
  let bigCount = 0;
  let total = 0;
  const flagged = [];
  orders.forEach((order) => {
    total += order.amount;
    if (order.amount >= threshold) {
      bigCount += 1;
      order.status = "big";
      flagged.push(order.id);
    }
  });
  const share = bigCount / count;
  return { total, share, flagged };
}

export function average(orders) {
  let sum = 0;
  for (const o of orders) {
    sum += o.amount;
  }
  return orders.length ? sum / orders.length : 0;
}
