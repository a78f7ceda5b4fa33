import { each } from './iter.mjs';

export function cartTotal(cart, rate) {
  let total = 0;
  let units = 0;
  const counted = each(cart.lines, (line) => {
    total += line.price * line.qty;
    units += line.qty;
  });
  if (cart.coupon > 0) {
    total -= cart.coupon;
  }
  const tax = total * rate;
  return { total: total + tax, units, counted };
}

export function checkout(cart) {
  const rate = cart.region === 'EU' ? 0.2 : 0.1;
  const summary = cartTotal(cart, rate);
  console.log(`${summary.units} units on ${summary.counted} lines`);
  return summary.total.toFixed(2);
}
