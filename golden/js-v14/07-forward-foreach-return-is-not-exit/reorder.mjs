import { isDiscontinued, leadDays, packSize, BULK_QTY, REVIEW_DAYS } from './catalog.mjs';

export function planReorder(products, salesBySku, safetyDays) {
  const horizon = safetyDays + REVIEW_DAYS;
  const orders = [];
  let skipped = 0;
  products.forEach((product) => {
    if (isDiscontinued(product)) {
      skipped += 1;
      return;
    }
    const daily = (salesBySku[product.sku] ?? 0) / 30;
    const target = Math.ceil(daily * (leadDays(product) + horizon));
    if (product.stock >= target) {
      return;
    }
    const qty = packSize(product, target - product.stock);
    orders.push({ sku: product.sku, qty });
  });
  const bulk = orders.filter((order) => order.qty >= BULK_QTY);
  const first = orders.find((order) => order.sku.startsWith('bolt'));
  const reviewed = products.length - skipped;
  console.log(`${reviewed} reviewed, ordering`, JSON.stringify(orders));
  return { orders, bulk, first, reviewed };
}

const PRODUCTS = [
  { sku: 'nut-m8', kind: 'nut', stock: 900, supplier: 'overseas' },
  { sku: 'bolt-m8', kind: 'bolt', stock: 40, supplier: 'local' },
  { sku: 'washer-old', kind: 'washer', stock: 0, supplier: 'local' },
  { sku: 'bolt-m10', kind: 'bolt', stock: 5, supplier: 'overseas' },
];
const SALES = { 'nut-m8': 300, 'bolt-m8': 300, 'bolt-m10': 90 };
const plan = planReorder(PRODUCTS, SALES, 7);
console.log(plan.orders, plan.bulk.length, plan.first?.sku, plan.reviewed);
