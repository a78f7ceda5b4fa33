const { lookup, remember, invalidate, missCount } = require('./cache.cjs');

const MARKUP = 1.25;
const ITEMS = [{ sku: 'A1', base: 8 }, { sku: 'B2', base: 12 }, { sku: 'C3', base: 20 }];

function priceOf(item) {
  const hit = lookup(item.sku);
  if (hit !== undefined) {
    return hit;
  }
  const fresh = Math.round(item.base * MARKUP);
  remember(item.sku, fresh);
  return fresh;
}

function quote(items) {
  const first = priceOf(items[0]);
  invalidate();
  const second = priceOf(items[0]);
  const third = priceOf(items[0]);
  console.log(`misses ${missCount()}`);
  return [first, second, third];
}

function loadCatalog(size) {
  return ITEMS.slice(0, size);
}

function pickSize() {
  return ITEMS.length - 1;
}

function main(size) {
  const catalog = loadCatalog(size);
  return quote(catalog);
}

const size = pickSize();
console.log(main(size));
