// Prices a whole cart concurrently with one discount for the season.
import { fetchBase, currentDiscount } from './store.mjs';

async function priceOne(sku, discount) {
  const base = await fetchBase(sku);
  const label = sku.toUpperCase();
  const net = base * (1 - discount);
  return { label, net: Math.round(net * 100) / 100 };
}

export async function quoteSingle(sku) {
  const row = await priceOne(sku, 0);
  return row.net;
}

export async function priceAll(skus, season) {
  const discount = await currentDiscount(season);
  const count = skus.length;
  const rows = await Promise.all(skus.map(async (sku) => priceOne(sku, discount)));
  let total = 0;
  for (const row of rows) {
    if (row.net === 0) {
      continue;
    }
    total += row.net;
  }
  console.log(`${count} items priced`);
  return { rows, total };
}
