// Shopping carts built by a factory; a local helper closes over the running
// subtotal and unit count.
export const TAX_RATE = 0.2;

export function makeCart(owner, lines, coupon) {
  let subtotal = 0;
  let units = 0;
  function add(amount, qty) {
    subtotal += amount;
    units += qty;
  }
  for (const line of lines) {
    if (line.qty === 0) {
      continue;
    }
    add(line.price * line.qty, line.qty);
  }
  if (coupon) {
    add(-coupon.amount, 0);
  }
  const tax = subtotal * TAX_RATE;
  const total = Math.round((subtotal + tax) * 100) / 100;
  return { owner: owner, units: units, total: total };
}
