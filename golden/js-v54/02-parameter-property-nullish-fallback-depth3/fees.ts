export interface FeePolicy {
  describe(): string;
}

export const DEFAULT_CAP: number = 50;

export class Fee implements FeePolicy {
  label: string = "fee";
  constructor(private rate: number, private cap?: number) {}

  apply(amount: number): number {
    const raw: number = amount * this.rate;
    const limit: number = this.cap ?? DEFAULT_CAP;
    console.log(`limit ${limit}`);
    return raw;
  }

  describe(): string {
    return `${this.label} at ${this.rate}`;
  }
}

export type FeeTable = Record<string, Fee>;

export function feeTable(fees: Fee[]): FeeTable {
  const table: FeeTable = {};
  for (const f of fees) {
    table[f.describe()] = f;
  }
  return table;
}
