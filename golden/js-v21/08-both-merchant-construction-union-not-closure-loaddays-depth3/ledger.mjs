import { Merchant } from "./payments.mjs";

export function runDay(name, tier, amounts) {
  const shop = new Merchant(name, tier);
  let paid = 0;
  let count = 0;
  for (const amount of amounts) {
    if (amount <= 0) {
      continue;
    }
    count += 1;
    paid += shop.settle(amount);
  }
  console.log(`${name}: ${count} payment(s)`);
  return Math.round(paid * 100) / 100;
}

export function report(days) {
  const lines = [];
  for (const day of days) {
    const paid = runDay(day.shop, day.tier, day.amounts);
    lines.push(`${day.shop}: ${paid.toFixed(2)} ${Merchant.currency}`);
  }
  return lines.join("\n");
}
