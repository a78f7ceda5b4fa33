// Generic aggregation helpers shared by the reports.

export function sumBy(items, pick) {
  let total = 0;
  let used = 0;
  for (const item of items) {
    if (item.skip) {
      continue;
    }
    total += pick(item);
    used += 1;
  }
  console.log(`sumBy: ${used} of ${items.length} used`);
  return total;
}

export function countBy(items, test) {
  let hits = 0;
  for (const item of items) {
    if (test(item)) {
      hits += 1;
    }
  }
  return hits;
}
