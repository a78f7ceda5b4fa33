import { lookupRate, formatMoney } from './catalog.mjs';

const percentOf = (amount, pct) => Math.round(amount * pct) / 100;

export const applyCoupon = (subtotal, code) => {
  const rate = lookupRate(code);
  const label = code.trim().toUpperCase();
  if (rate > 50) {
    throw new Error(`coupon ${label} exceeds the cap`);
  }
  const floor = subtotal >= 100 ? 10 : 0;
  const saving = percentOf(subtotal, rate);
  const discount = Math.max(saving, floor);
  console.log(`${label}: -${formatMoney(discount)}`);
  return subtotal - discount;
};

export const describeCoupon = (code) => {
  const rate = lookupRate(code);
  return rate > 0 ? `${code} takes ${rate}% off` : `${code} is not valid`;
};
