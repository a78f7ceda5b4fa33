import { allocate, peek, restart } from "./ids";

export interface Order {
  sku: string;
  qty: number;
}

export function numberOrders(orders: Order[], region: string, resume: number): string[] {
  const before = peek();
  if (resume > 0) {
    restart(resume);
  }
  const lines: string[] = [];
  for (const order of orders) {
    if (order.qty <= 0) {
      continue;
    }
    const id = allocate(region);
    lines.push(`${id} ${order.sku} x${order.qty}`);
  }
  console.log(`counter ${before} -> ${peek()}`);
  return lines;
}

const eu = numberOrders([{ sku: "tea", qty: 2 }, { sku: "cup", qty: 0 }, { sku: "pot", qty: 1 }], "EU", 0);
const us = numberOrders([{ sku: "mug", qty: 1 }], "US", 500);
console.log(eu, us);
