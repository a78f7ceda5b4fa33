import Stock from "./stock";
import type { Move } from "./stock";

const CAPACITY = 100;

function label(moves: Move[]): string {
  return moves.map(({ sku, qty }) => `${sku}x${qty}`).join(", ");
}

export function remaining(moves: Move[], orders: Move[]): number {
  const store = new Stock(CAPACITY);
  const spare = new Stock();
  const done = store.restock(moves);
  console.log(`inbound ${label(moves)}: ${done} moves`);
  for (const { sku, qty: wanted } of orders) {
    store.ship(sku, wanted);
  }
  spare.receive("tea", done);
  console.log(store.summary(), spare.summary());
  const left = store.level("tea");
  return left;
}
