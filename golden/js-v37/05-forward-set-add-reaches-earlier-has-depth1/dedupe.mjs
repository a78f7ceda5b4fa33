// Drop repeated orders (same customer and sku), keeping the first one.

export function dedupe(orders) {
  const seen = new Set();
  const kept = [];
  let dupes = 0;
  let lastKey = "";
  for (const o of orders) {
    const key = `${o.customer}:${o.sku}`;
    if (seen.has(key)) {
      dupes += 1;
    } else {
      kept.push(o);
    }
    lastKey = key;
    seen.add(key);
  }
  const distinct = [...seen].length;
  return { kept, dupes, distinct, last: lastKey };
}
