import { TaxTable, type Line } from "./tax";

export class Cart extends TaxTable {
  lines: Line[] = [];
  count = 0;

  constructor(country: string) {
    super(country.toUpperCase());
  }

  add(line: Line): void {
    this.count += line.qty;
    this.applyTax(line);
    this.lines.push(line);
  }

  quote(line: Line): Line {
    const copy = { ...line };
    this.applyTax(copy);
    return copy;
  }

  total(): number {
    let sum = 0;
    for (const line of this.lines) {
      sum += (line.net ?? 0) + (line.tax ?? 0);
    }
    return sum;
  }
}

export function checkout(items: Line[], country: string): string {
  const cart = new Cart(country);
  const gift: Line = { sku: "book-card", qty: 1, unit: 3 };
  const preview = cart.quote(gift);
  for (const item of items) {
    cart.add(item);
  }
  const total = cart.total();
  return `${total.toFixed(2)} (${cart.label()}), gift would add ${preview.tax}`;
}

console.log(checkout([{ sku: "book-42", qty: 2, unit: 12 }, { sku: "pen-7", qty: 3, unit: 1.5 }], "fr"));
