import { total as sum, withTax, format } from "./cart.mjs";
import { parseItems, dailyReport } from "./report.mjs";

// checkout keeps its own running `total`; the cart's total() is imported as `sum`.
function checkout(basket, coupon) {
  let total = 0;
  const tag = "order-" + basket.length;
  const net = sum(basket, coupon, tag);
  if (net <= 0) {
    console.log("nothing to pay for", tag);
  }
  total = withTax(net);
  console.log("checkout", tag, format(total));
  return total;
}

const items = parseItems("12.5,30,7.5");
let coupon = 0;
if (items.length > 2) {
  coupon = 5;
}
const paid = checkout(items, coupon);
const report = dailyReport([items, [4, 6]]);
console.log("paid", paid);
console.log(report);
