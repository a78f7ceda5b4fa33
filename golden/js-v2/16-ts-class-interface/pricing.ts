interface Pricer {
  readonly label: string;
  price(qty: number): number;
}

export class FlatPricer implements Pricer {
  private rate: number = 1;
  private readonly fee: number = 0;
  readonly label: string = 'flat';

  constructor(rate: number, fee: number) {
    if (rate > 0) {
      this.rate = rate;
    }
    this.fee = this.fee + fee;
  }

  price(qty: number): number {
    const base = qty * this.rate;
    return base + this.fee;
  }

  describe(): string {
    return `${this.label}@${this.rate}`;
  }
}

export class FreePricer implements Pricer {
  readonly label: string = 'free';

  price(qty: number): number {
    return qty * 0;
  }
}

export function quote(qty: number, rate: number, extra: number): number {
  const p: Pricer = new FlatPricer(rate, 2);
  const note = (p as FlatPricer).describe();
  const total = p.price(qty + extra);
  console.log(note);
  return total;
}
