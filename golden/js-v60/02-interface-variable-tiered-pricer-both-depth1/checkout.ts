import { FlatPricer, TieredPricer, quote } from "./pricing.js";
import type { Pricer } from "./pricing.js";

function checkout(qty: number, unitCost: number): number {
  const retail: Pricer = new FlatPricer(unitCost);
  const wholesale: Pricer = new TieredPricer(unitCost, 10);
  console.log(quote(retail, qty));
  console.log(quote(wholesale, qty));
  const base = retail.price(qty);
  const bulk = wholesale.price(qty * 2);
  return base + bulk;
}

const orderQty = 6;
const cost = 4;
const grand = checkout(orderQty, cost);
console.log(`total ${grand}`);
