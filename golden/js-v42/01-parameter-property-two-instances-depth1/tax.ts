// Tax and rounding rules used at the till.
export interface TaxLine {
  name: string;
  amount: number;
}

export class TaxRule {
  constructor(private readonly rate: number, public name: string) {}

  apply(amount: number): number {
    return Math.round(amount * this.rate * 100) / 100;
  }

  line(amount: number): TaxLine {
    return { name: this.name, amount: this.apply(amount) };
  }
}

export class Rounding {
  constructor(public readonly step: number, reason: string) {
    console.log(`rounding to ${step} (${reason})`);
  }

  snap(value: number): number {
    return Math.round(value / this.step) * this.step;
  }
}
