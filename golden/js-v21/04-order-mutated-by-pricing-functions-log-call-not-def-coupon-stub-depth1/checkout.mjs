import { Order } from "./order.mjs";
import { addShipping, applyCoupon, logOrder } from "./pricing.mjs";

export function checkout(cart, code, zone) {
  const order = new Order(cart.id, "EUR");
  for (const item of cart.items) {
    order.addLine(item.name, item.price, item.qty);
  }
  logOrder(order, `coupon ${code}, zone ${zone}`);
  applyCoupon(order, code);
  addShipping(order, zone);
  const due = order.total();
  return due;
}

const cart = { id: 7, items: [{ name: "mug", price: 12, qty: 2 }, { name: "tea", price: 8.5, qty: 1 }] };
console.log(checkout(cart, "HALF", "EU"));
