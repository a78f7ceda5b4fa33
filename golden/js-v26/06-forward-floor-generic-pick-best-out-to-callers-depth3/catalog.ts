import type { Product, Summary } from "./types";
import { pickBest, countAbove } from "./collect";

export function summarize(products: Product[], region: string): Summary {
  const stock = products.map((p) => p.stock);
  const stats: Summary = { best: "none", count: 0, label: region };
  const winner = pickBest(products, stock);
  stats.count = countAbove(stock, 0);
  if (winner) {
    stats.best = winner.key;
  }
  stats.label = `${region} x${stats.count}`;
  return stats;
}

export function cheapest(products: Product[]): string {
  const savings = products.map((p) => 100 - p.price);
  const pick = pickBest(products, savings, 10);
  return pick?.key ?? "none";
}
