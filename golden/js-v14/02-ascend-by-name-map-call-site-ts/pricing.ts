export interface Item {
  sku: string;
  price: number;
  qty: number;
  tags: string[];
}

export const BULK_QTY = 10;
export const BULK_RATE = 0.9;
const FOOD_TAX = 0.09;
const TAX = 0.21;

export function lineTotal(item: Item): number {
  const base = item.price * item.qty;
  const bulk = item.qty >= BULK_QTY ? base * BULK_RATE : base;
  const rate = item.tags.includes('food') ? FOOD_TAX : TAX;
  return Math.round(bulk * (1 + rate) * 100) / 100;
}

export function isFood(item: Item): boolean {
  return item.tags.includes('food');
}

export function logItem(item: Item): void {
  console.log(`${item.sku} x${item.qty} @ ${item.price}`);
}

export const handlers = { total: lineTotal, food: isFood, log: logItem };
