import type { Product } from "./types";
import { summarize, cheapest } from "./catalog";

export function headline(products: Product[]): string {
  const s = summarize(products, "eu");
  const low = cheapest(products);
  return `${s.best}, cheapest ${low}`;
}

export function main(): void {
  const items: Product[] = [
    { key: "lamp", price: 30, stock: 4 },
    { key: "desk", price: 95, stock: 9 },
  ];
  const text = headline(items);
  console.log(text.toUpperCase());
}

main();
