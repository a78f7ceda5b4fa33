export const VAT = 0.2;
export const REDUCED: Record<string, number> = { book: 0.05, food: 0.1 };

export interface Line {
  sku: string;
  qty: number;
  unit: number;
  net?: number;
  tax?: number;
}

export class TaxTable {
  constructor(readonly country: string, protected rates: Record<string, number> = REDUCED) {}

  rateFor(sku: string): number {
    const kind = sku.split("-")[0];
    return this.rates[kind] ?? VAT;
  }

  applyTax(line: Line): void {
    line.net = line.qty * line.unit;
    line.tax = Math.round(line.net * this.rateFor(line.sku) * 100) / 100;
  }

  label(): string {
    return `${this.country} VAT ${VAT * 100}%`;
  }
}
