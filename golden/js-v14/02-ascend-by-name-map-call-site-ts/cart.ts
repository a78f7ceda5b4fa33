import { lineTotal, logItem, isFood, handlers, type Item } from './pricing.js';

const COUPON_MIN = 20;

export function cartTotal(items: Item[], coupon: number): number {
  items.forEach(logItem);
  const totals = items.map(lineTotal);
  const sum = totals.reduce((acc, t) => acc + t, 0);
  return sum >= COUPON_MIN ? sum - coupon : sum;
}

export function quote(item: Item): string {
  if (item.qty <= 0) {
    return `${item.sku}: none`;
  }
  const total = lineTotal(item);
  return `${item.sku}: ${total.toFixed(2)}`;
}

export function foodShare(items: Item[]): number {
  const food = items.filter(isFood);
  return food.length / items.length;
}

const cart: Item[] = [
  { sku: 'rice-5kg', price: 7.5, qty: 12, tags: ['food'] },
  { sku: 'kettle', price: 24, qty: 1, tags: [] },
];
console.log(cartTotal(cart, 5).toFixed(2));
console.log(quote(cart[1]), foodShare(cart));
console.log(Object.keys(handlers).join(','));
