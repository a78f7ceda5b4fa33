// Replay a price-lookup session against a small cache.

export function priceSession(requests, catalog) {
  let cache = new Map();
  let hits = 0;
  const log = [];
  for (const r of requests) {
    if (r.op === "reset") {
      cache.clear();
      continue;
    }
    if (r.op === "reload") {
      cache = new Map();
      continue;
    }
    if (cache.has(r.sku)) {
      const price = cache.get(r.sku);
      hits += 1;
      log.push(`hit ${r.sku} ${price}`);
    } else {
      cache.set(r.sku, catalog[r.sku] * 100);
      log.push(`miss ${r.sku}`);
    }
  }
  cache.clear();
  cache.set("session", requests.length);
  const cached = [...cache.keys()].join(",");
  return { hits, cached, log };
}
