export const EXCHANGE_RATE: number = 1.1;
export const FEE_PCT = 2;

export interface Quote {
  amount: number;
  currency: string;
}

export type Currency = "EUR" | "USD";

export class Converter {
  constructor(private readonly rate: number, public label: string = "fx") {}

  convert(amount: number): number {
    return amount * this.rate;
  }

  tag(q: Quote): string {
    return `${this.label}:${q.currency}`;
  }
}

export function applyFee(amount: number, pct: number): number {
  const fee = (amount * pct) / 100;
  return amount - fee;
}
