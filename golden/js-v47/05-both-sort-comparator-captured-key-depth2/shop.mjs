import { topSellers, totalOf } from './ranking.mjs';

const MODE = process.argv[2] ?? 'units';
const SHOW = 2;
const catalog = [
  { name: 'kettle', active: true, sold: 40, revenue: 1200 },
  { name: 'toaster', active: true, sold: 25, revenue: 1500 },
  { name: 'blender', active: false, sold: 60, revenue: 3000 },
  { name: 'grill', active: true, sold: 10, revenue: 2100 },
];

function homepage(items) {
  const best = topSellers(items, MODE, SHOW);
  const banner = `Best sellers: ${best.join(', ')}`;
  return banner;
}

function financeView(items) {
  const ranked = topSellers(items, 'revenue', 3);
  const total = totalOf(items, 'revenue');
  return `Finance: ${ranked.join(' > ')} of ${total}`;
}

console.log(homepage(catalog));
console.log(financeView(catalog));
