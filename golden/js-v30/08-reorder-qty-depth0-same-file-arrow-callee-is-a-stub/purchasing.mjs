import { reorderQuantity } from './stock.mjs';

export function planOrders(items, sales) {
  const orders = [];
  for (const item of items) {
    const history = sales[item.sku] ?? [];
    const qty = reorderQuantity(item, history);
    if (qty > 0) {
      orders.push({ sku: item.sku, qty });
    }
  }
  return orders;
}

const ITEMS = [
  { sku: 'fan-12', season: 'summer', leadDays: 10, onHand: 20, onOrder: 0, packSize: 6 },
  { sku: 'mug-03', season: 'all', onHand: 400, onOrder: 50, packSize: 1 },
];
const SALES = { 'fan-12': [4, 6, 5, 7], 'mug-03': [12, 9, 15] };
console.log(planOrders(ITEMS, SALES));
