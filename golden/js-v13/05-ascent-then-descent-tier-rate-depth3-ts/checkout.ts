import { discountFor, shippingFor } from "./pricing";
import type { Customer } from "./pricing";

type Item = { sku: string; price: number; qty: number };

const REGION = "DE";
const COUPON = 0.2;

function lineTotal(price: number, qty: number, discount: number): number {
  const gross = price * qty;
  const net = gross - gross * discount;
  return Math.round(net * 100) / 100;
}

export function checkout(cart: Item[], customer: Customer, region: string, coupon: number): string {
  const discount = discountFor(customer, region, coupon);
  let subtotal = 0;
  let units = 0;
  for (const item of cart) {
    units += item.qty;
    subtotal += lineTotal(item.price, item.qty, discount);
  }
  const shipping = shippingFor(units, region);
  return `${units} items: ${subtotal.toFixed(2)} + ${shipping.toFixed(2)} shipping`;
}

const CART: Item[] = [
  { sku: "mug", price: 12.5, qty: 2 },
  { sku: "tea", price: 4.2, qty: 3 },
];
const ALICE: Customer = { tier: "gold", years: 7, blocked: false };
console.log(checkout(CART, ALICE, REGION, COUPON));
console.log(checkout(CART, { tier: "bronze", years: 1, blocked: false }, "AT", 0));
