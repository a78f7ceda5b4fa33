import type { LineItem, Discount } from './types';
import { VAT, CURRENCY } from './types';

export function lineTotal(item: LineItem): number {
  return item.qty * item.price;
}

export function orderTotal(items: LineItem[], discount: Discount = 0): number {
  let sum: number = 0;
  const count: number = items.length;
  for (const item of items) {
    sum += lineTotal(item);
  }
  const net = sum - discount;
  const gross = net * (1 + VAT);
  const rounded = Math.round(gross * 100) / 100;
  console.log(`${count} items in ${CURRENCY}`);
  return rounded as number;
}
