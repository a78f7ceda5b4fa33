export const TAX_RATE = 0.2;
export const WRAP_PRICE = 3.5;
export const FREE_SHIPPING_OVER = 50;
export const SHIPPING_FEE = 4.99;

export function roundCents(amount) {
  return Math.round(amount * 100) / 100;
}

export function lineTotal(item) {
  const gross = item.price * item.qty;
  const label = `${item.name} x${item.qty}`;
  console.log(`  ${label.padEnd(18)} ${gross.toFixed(2)}`);
  return roundCents(gross);
}

export function shippingFor(subtotal) {
  if (subtotal >= FREE_SHIPPING_OVER) {
    return 0;
  }
  return SHIPPING_FEE;
}

export function withTax(amount, rate = TAX_RATE) {
  const tax = amount * rate;
  const band = rate > 0.15 ? 'standard' : 'reduced';
  console.log(`  tax ${band}: ${roundCents(tax)}`);
  return roundCents(amount + tax);
}
