// Fee schedules: an abstract base class and two concrete fees.
export abstract class Fee {
  constructor(protected readonly minimum: number, public readonly code: string) {}

  abstract label(): string;

  charge(qty: number): number {
    return qty > 0 ? this.minimum : 0;
  }

  protected floor(value: number): number {
    return Math.max(this.minimum, Math.round(value * 100) / 100);
  }
}

export class FlatFee extends Fee {
  constructor(code: string, private readonly amount: number) {
    super(amount, code);
  }

  label(): string {
    return `${this.code} flat ${this.amount}`;
  }
}

export class MeteredFee extends Fee {
  constructor(minimum: number, private readonly perUnit: number, note?: string) {
    super(minimum, "MET");
    if (note) {
      console.log(`metered fee: ${note}`);
    }
  }

  override charge(qty: number): number {
    const raw = qty * this.perUnit;
    return this.floor(raw);
  }

  label(): string {
    return `${this.code} @ ${this.perUnit}/unit`;
  }
}
