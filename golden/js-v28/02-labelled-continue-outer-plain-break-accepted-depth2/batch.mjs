export function countAccepted(orders, blocked, prefix) {
  let accepted = 0;
  let units = 0;
  const ids = [];
  outer: for (const order of orders) {
    for (const line of order.lines) {
      if (line.qty <= 0) {
        continue outer;
      }
      if (line.sku === blocked) {
        break;
      }
      units += line.qty;
    }
    ids.push(`${prefix}-${order.id}`);
    accepted++;
  }
  return { accepted, units, ids };
}
