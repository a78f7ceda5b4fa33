import { fetchStock } from './stock.mjs';

export async function planRestock(skus, warehouse, minimum) {
  const orders = [];
  let checked = 0;
  for (const sku of skus) {
    checked += 1;
    const level = await fetchStock(sku, warehouse);
    if (level >= minimum) {
      continue;
    }
    orders.push({ sku, need: minimum - level });
  }
  console.log(`checked ${checked} items`);
  return orders;
}

const single = await fetchStock('pad', 'south');
const plan = await planRestock(['pen', 'ink', 'pad'], 'north', 5);
console.log(JSON.stringify(plan));
console.log(single);
