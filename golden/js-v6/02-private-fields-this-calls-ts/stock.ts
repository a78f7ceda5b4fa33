export interface Move {
  sku: string;
  qty: number;
}

const MAX_LEVEL = 500;

export default class Stock {
  #levels = new Map<string, number>();
  #moves = 0;

  constructor(private readonly cap: number = MAX_LEVEL) {}

  receive(sku: string, qty: number): void {
    const current = this.#levels.get(sku) ?? 0;
    this.#levels.set(sku, Math.min(current + qty, this.cap));
    this.#moves += 1;
  }

  restock(moves: Move[]): number {
    let count = 0;
    for (const { sku, qty } of moves) {
      this.receive(sku, qty);
      count++;
    }
    return count;
  }

  ship(sku: string, qty: number): void {
    this.receive(sku, -qty);
  }

  level(sku: string): number {
    return this.#levels.get(sku) ?? 0;
  }

  summary(): string {
    return `${this.#levels.size} skus after ${this.#moves} moves`;
  }
}
