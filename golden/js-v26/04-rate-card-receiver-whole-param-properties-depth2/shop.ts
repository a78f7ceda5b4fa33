import { RateCard } from "./pricing";
import { parseQty } from "./money";

export function checkout(qty: number, region: string, member: boolean): number {
  const card = new RateCard(4.5, region, "std");
  const promo = new RateCard(2, "US");
  if (member) {
    card.applyDiscount(0.1);
  }
  promo.applyDiscount(0.5);
  const label = card.describe();
  const total = card.price(qty);
  console.log(label, promo.describe());
  return total;
}

const count = parseQty("3");
console.log(checkout(count, "nl", true));
