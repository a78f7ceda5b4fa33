// Web orders: empty lines are dropped, then the default export invoices the rest.
import buildInvoice from "./invoice.mjs";

export const SHIPPING = 4.9;

export function webOrder(cart, region) {
  const lines = cart.items.filter((it) => it.qty > 0);
  if (lines.length === 0) {
    console.log("empty cart for", cart.customer.name);
    return 0;
  }
  const inv = buildInvoice(cart.customer, lines, region);
  console.log("web invoice", inv.number);
  return inv.total + SHIPPING;
}

export function shippingFor(region) {
  if (region === "EU") {
    return SHIPPING;
  }
  return SHIPPING * 2;
}
