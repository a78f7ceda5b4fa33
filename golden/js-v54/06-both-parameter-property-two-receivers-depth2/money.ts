export interface Quote {
  amount: number;
  label: string;
}

export class Converter {
  constructor(private rate: number, public label: string) {}

  convert(amount: number, round?: boolean): Quote {
    const converted: number = amount * this.rate;
    const value: number = round ? Math.round(converted) : converted;
    return { amount: value, label: this.label };
  }

  describe(): string {
    return `${this.label} @ ${this.rate}`;
  }
}

export function sumQuotes(quotes: Quote[]): number {
  let total: number = 0;
  for (const q of quotes) {
    total += q.amount;
  }
  return total;
}
