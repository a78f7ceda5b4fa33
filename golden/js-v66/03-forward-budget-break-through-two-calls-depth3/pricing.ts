export interface Item {
  name: string;
  price: number;
  qty: number;
}

export type Money = number;

export const TAX_RATE: number = 0.2;

export function withTax(amount: Money): Money {
  const taxed = amount * (1 + TAX_RATE);
  return Math.round(taxed * 100) / 100;
}

export function lineCost(item: Item): Money {
  const base = item.price * item.qty;
  return withTax(base);
}

export function remaining(limit: Money, spent: Money): Money {
  const left = limit - spent;
  console.log(`left: ${left}`);
  return left;
}

export function describeItem(item: Item): string {
  const total = item.price * item.qty;
  return `${item.qty} x ${item.name} = ${total}`;
}
