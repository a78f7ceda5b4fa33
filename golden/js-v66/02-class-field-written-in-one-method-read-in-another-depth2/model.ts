export enum Kind {
  Ok = "ok",
  Retry = "retry",
  Fail = "fail",
}

export interface Event {
  kind: Kind;
  size: number;
  source: string;
}

export type Summary = { label: string; total: number };

export class Tally {
  private count: number = 0;

  record(amount: number): void {
    if (amount > 0) {
      this.count += amount;
    }
  }

  value(): number {
    return this.count;
  }

  describe(name: string): string {
    return `${name}: ${this.count}`;
  }
}

export function parseEvents(raw: string): Event[] {
  const out: Event[] = [];
  for (const part of raw.split(";")) {
    const [kind, size, source] = part.split(",");
    out.push({ kind: kind as Kind, size: Number(size), source });
  }
  return out;
}
