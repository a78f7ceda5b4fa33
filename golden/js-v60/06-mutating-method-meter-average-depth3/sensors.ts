export interface Reading {
  readonly value: number;
  readonly unit: string;
}

export abstract class Meter {
  protected total = 0;
  protected count = 0;

  constructor(readonly id: string) {}

  abstract convert(raw: number): number;

  record(v: number): void {
    this.total += v;
    this.count += 1;
  }

  average(): number {
    return this.count === 0 ? 0 : this.total / this.count;
  }

  peek(): string {
    return `${this.id}:${this.count}`;
  }
}

export class Thermo extends Meter {
  convert(raw: number): number {
    return ((raw - 32) * 5) / 9;
  }
}

export class Hygro extends Meter {
  constructor(id: string, private readonly offset: number) {
    super(id);
  }

  convert(raw: number): number {
    return raw + this.offset;
  }
}
