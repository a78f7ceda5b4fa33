import { priceOf } from './pricing.mjs';

// Quotes a batch of items through a memoizing wrapper around priceOf.
export function quoteBatch(rates, channel) {
  const cache = new Map();
  let misses = 0;
  const quote = (sku, qty) => {
    const key = `${sku}:${qty}`;
    if (cache.has(key)) {
      return cache.get(key);
    }
    misses += 1;
    const price = priceOf(rates, sku, qty, channel);
    cache.set(key, price);
    return price;
  };
  const first = quote('A', 2);
  const second = quote('B', 1);
  const again = quote('A', 2);
  return { total: first + second + again, misses };
}
