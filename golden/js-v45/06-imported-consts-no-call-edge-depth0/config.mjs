// Shop configuration: evaluated once, when main.mjs first imports it.
export const VAT = 0.21;
export const FREE_SHIPPING = 50;
export const FLAT_SHIPPING = 4.95;
export const settings = { currency: "EUR", decimals: 2 };

export let orderCount = 0;

export function nextOrder() {
  orderCount += 1;
  return orderCount;
}

export function shippingFor(amount) {
  if (amount >= FREE_SHIPPING) {
    return 0;
  }
  return FLAT_SHIPPING;
}

export default function money(v) {
  return v.toFixed(settings.decimals) + " " + settings.currency;
}
