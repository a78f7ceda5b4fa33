// Totals the orders whose every item is in stock.
export function tally(orders) {
  let total = 0;
  let count = 0;
  let skipped = 0;
  let gifts = 0;
  outer: for (const order of orders) {
    for (const item of order.items) {
      if (item.gift) {
        gifts++;
        continue;
      }
      if (item.qty <= 0) {
        skipped++;
        continue outer;
      }
    }
    total += order.amount;
    count++;
  }
  console.log(`skipped ${skipped}, gifts ${gifts}, counted ${count}`);
  return total;
}
