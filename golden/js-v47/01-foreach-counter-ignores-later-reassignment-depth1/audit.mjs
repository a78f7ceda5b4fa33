// Order auditing helpers shared by the daily and the quick reports.

export function averageTotal(orders) {
  if (orders.length === 0) {
    return 0;
  }
  const sum = orders.reduce((acc, order) => acc + order.total, 0);
  return sum / orders.length;
}

// Counts the orders whose total is above twice the store's base limit.
export function countFlagged(orders, baseLimit) {
  let flagged = 0;
  let limit = baseLimit * 2;
  let seen = 0;
  orders.forEach((order) => {
    seen += 1;
    if (order.total > limit) {
      flagged += 1;
    }
  });
  limit = baseLimit * 3;
  const huge = orders.filter((order) => order.total > limit).length;
  console.log(`audit: seen ${seen}, huge ${huge}`);
  return flagged;
}
