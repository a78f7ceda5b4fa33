const START = 100;
const FEE_RATE = 0.02;

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

function feeFor(amount: number): number {
  const raw = amount * FEE_RATE;
  return round2(raw);
}

export class Wallet {
  #balance = START;
  #spent = 0;
  #log: string[] = [];

  pay(amount: number): void {
    this.#balance -= amount + feeFor(amount);
    this.#spent += amount;
  }

  note(text: string): void {
    this.#log.push(text);
  }

  left(): number {
    return this.#balance;
  }

  history(): string {
    return `${this.#spent} spent: ${this.#log.join(", ")}`;
  }
}

export function run(prices: number[], memo: string): number {
  const w = new Wallet();
  for (const p of prices) {
    w.pay(p);
  }
  w.note(memo.trim());
  const text = w.history();
  const rest = w.left();
  console.log(text);
  return rest;
}
