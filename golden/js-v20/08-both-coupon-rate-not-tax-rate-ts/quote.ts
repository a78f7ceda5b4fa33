import { COUPONS, roundTo, taxRate } from './rates.js';

export interface Item {
  sku: string;
  price: number;
  qty: number;
}

export function quote(items: Item[], region: string, coupon?: string) {
  let net = 0;
  for (const item of items) {
    net += item.price * item.qty;
  }
  const rate = taxRate(region);
  let discount = 0;
  if (coupon !== undefined) {
    const rate = COUPONS[coupon] ?? 0;
    discount = roundTo(net * rate, 2);
  }
  const tax = roundTo(net * rate, 2);
  const total = roundTo(net - discount + tax, 2);
  return { net, discount, tax, total };
}

export function checkout(cart: { id: string; items: Item[]; region: string; coupon?: string }): string {
  const q = quote(cart.items, cart.region, cart.coupon);
  return `${cart.id}: ${q.total.toFixed(2)} (discount ${q.discount.toFixed(2)}, tax ${q.tax.toFixed(2)})`;
}

console.log(checkout({ id: 'A-7', items: [{ sku: 'pen', price: 2.5, qty: 4 }, { sku: 'pad', price: 6, qty: 2 }], region: 'de', coupon: 'SPRING10' }));
console.log(checkout({ id: 'B-2', items: [{ sku: 'ink', price: 12, qty: 1 }], region: 'jp' }));
