import { total, subtotal, rate } from './prices.mjs';

export function checkout(items, coupon) {
  const due = total(items);
  const before = subtotal(items);
  const tax = before * rate;
  console.log(`tax ${tax}`);
  const final = due - coupon;
  return final;
}

export function receipt(items) {
  const amount = checkout(items, 0);
  return `paid ${amount}`;
}
