// Generic collection helpers shared by the shop modules.

export function sumBy(items, pick) {
  let total = 0;
  for (const item of items) {
    total += pick(item);
  }
  return total;
}

export function countWhere(items, test) {
  let n = 0;
  for (const item of items) {
    if (test(item)) {
      n++;
    }
  }
  return n;
}

export function makeLine(sku, price, qty) {
  return { sku, price, qty };
}
