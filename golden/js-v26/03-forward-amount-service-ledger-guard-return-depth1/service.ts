export interface Accounts {
  record(amount: number, note?: string): void;
  total(): number;
}

export class Ledger implements Accounts {
  private entries: number[] = [];
  private notes: string[] = [];
  count = 0;

  constructor(private readonly currency: string, readonly precision: number = 2) {}

  record(amount: number, note: string = "misc"): void {
    const cents = Math.round(amount * 100);
    if (cents === 0) {
      return;
    }
    this.entries.push(cents);
    this.notes.push(note);
    this.count += 1;
  }

  total(): number {
    let sum = 0;
    for (const c of this.entries) {
      sum += c;
    }
    return sum / 100;
  }

  label(): string {
    return `${this.count} entries in ${this.currency}`;
  }
}

export const ledger = new Ledger("EUR");
