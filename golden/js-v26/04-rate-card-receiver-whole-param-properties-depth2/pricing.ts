import { roundCents } from "./money";

export interface Priced {
  price(qty: number): number;
}

export class RateCard implements Priced {
  private discount = 0;

  constructor(private readonly base: number, region: string = "EU", public note: string = "") {
    this.note = `${note} (${region})`;
  }

  price(qty: number): number {
    const gross = this.base * qty - this.discount;
    return roundCents(gross);
  }

  applyDiscount(pct: number): void {
    this.discount = this.base * pct;
  }

  describe(): string {
    return `${this.note}: ${this.base}`;
  }
}
