// Stock tally kept by a warehouse scanner.
export class Tally {
  constructor(unit) {
    this.unit = unit;
    this.entries = [];
    this.skipped = 0;
  }

  add(sku, qty, price) {
    this.entries.push({ sku, qty, price });
  }

  summarize(minQty) {
    let total = 0;
    let count = 0;
    this.lastRun = new Date().toISOString();
    for (const e of this.entries) {
      if (e.qty < minQty) {
        this.skipped += 1;
        continue;
      }
      count += 1;
      total += e.qty * e.price;
    }
    this.total = total;
    const average = count > 0 ? total / count : 0;
    return `${this.total.toFixed(2)} ${this.unit} (avg ${average.toFixed(2)})`;
  }
}
