export interface Pricer {
  price(qty: number): number;
}

export class FlatPricer implements Pricer {
  constructor(private readonly unit: number) {}

  price(qty: number): number {
    return qty * this.unit;
  }
}

export class TieredPricer implements Pricer {
  constructor(private readonly unit: number, private readonly bulkFrom: number) {}

  price(qty: number): number {
    if (qty >= this.bulkFrom) {
      return qty * this.unit * 0.8;
    }
    return qty * this.unit;
  }
}

export function quote(p: Pricer, qty: number): string {
  return `${qty} units: ${p.price(qty)}`;
}
