import { parseQty, readOrder } from "./orders.mjs";

function Basket(owner) {
  this.owner = owner;
  this.items = [];
}
Basket.prototype.put = function (label) {
  this.items.push(label);
  return this.items.length;
};

const maxQty = 5;
const rows = ["apple,3", "pear,9", "plum,x", "fig,5"];
const basket = new Basket("ann");
const accepted = [];
let rejected = 0;

for (const row of rows) {
  const order = readOrder(row.split(","), maxQty);
  if (order.qty > 0) {
    accepted.push(order);
  } else {
    rejected += 1;
  }
  basket.put(row);
}
const spare = parseQty("12", 50);
console.log(accepted.map((o) => o.sku + "=" + o.qty).join(" "));
console.log("rejected", rejected);
console.log("spare", spare, "basket", basket.items.length);
