const UNIT = "kWh";

export class Meter {
  peak = 0;

  constructor(private readonly limit: number, owner: string) {
    console.log(`meter for ${owner} in ${UNIT}`);
    this.peak = this.limit * 2;
  }

  check(reading: number): boolean {
    return reading > this.limit;
  }
}

export function audit(readings: number[], cap: number, owner: string): number {
  const limit = cap + 5;
  const m = new Meter(limit, owner);
  let over = 0;
  for (const r of readings) {
    if (m.check(r)) {
      over += 1;
    }
  }
  console.log(owner);
  return over;
}

export function main(): string {
  const n = audit([3, 9, 12], 4, "ann");
  const spare = new Meter(100, "bob");
  console.log(spare.check(50));
  return `over: ${n}`;
}
