import { Money } from "./money";

export type Line = { sku: string; price: string; qty: number };

const SHIPPING = "4.90";
const STORE_CURRENCY = "EUR";

export function cartTotal(lines: Line[], currency: string): Money {
  const items: Money[] = [];
  let count = 0;
  for (const line of lines) {
    const unit = Money.parse(line.price, currency);
    items.push(Money.times(unit, line.qty));
    count += line.qty;
  }
  if (count > 0) {
    items.push(Money.parse(SHIPPING, currency));
  }
  const total = Money.total(items, currency);
  console.log(`${count} units, ${items.length} items`);
  return total;
}

export function receipt(lines: Line[], currency = STORE_CURRENCY): string {
  const total = cartTotal(lines, currency);
  const coupon = Money.parse("1.00");
  console.log(`coupon ${Money.format(coupon)} not applied`);
  return `${lines.length} lines, ${Money.format(total)}`;
}

const basket: Line[] = [
  { sku: "tea", price: "3,50", qty: 2 },
  { sku: "cup", price: "12.00", qty: 1 },
];
console.log(receipt(basket));
console.log(receipt(basket, "JPY"));
