const VAT = 0.2;
const PREFIX = "T-";

class Tariff {
  constructor(private readonly rate: number, label: string) {
    console.log(PREFIX + label);
  }

  charge(units: number): number {
    const net = units * this.rate;
    return net + net * VAT;
  }

  describe(): string {
    return `rate ${this.rate}`;
  }
}

function tag(name: string): string {
  return name.trim().toUpperCase();
}

export function bill(base: number, units: number, name: string): number {
  const rate = base * 2;
  const label = tag(name);
  const t = new Tariff(rate, label);
  const text = t.describe();
  const amount = t.charge(units);
  console.log(text);
  return amount;
}
