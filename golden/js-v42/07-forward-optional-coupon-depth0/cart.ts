// A shopping cart whose total applies an optional coupon.
export interface Coupon {
  code: string;
  amount: number;
  minimum?: number;
}

interface Line {
  sku: string;
  price: number;
  qty: number;
}

export class Cart {
  private lines: Line[] = [];

  constructor(public readonly currency: string, private readonly taxRate: number) {}

  add(sku: string, price: number, qty = 1): void {
    this.lines.push({ sku, price, qty });
  }

  total(coupon?: Coupon): number {
    let sum = 0;
    let count = 0;
    for (const line of this.lines) {
      if (line.qty <= 0) {
        continue;
      }
      sum += line.price * line.qty;
      count += line.qty;
    }
    let discount = 0;
    if (coupon !== undefined && sum >= (coupon.minimum ?? 0)) {
      discount = Math.min(coupon.amount, sum);
    }
    const taxed = (sum - discount) * (1 + this.taxRate);
    console.log(`${count} items in ${this.currency}`);
    return Math.round(taxed * 100) / 100;
  }
}
