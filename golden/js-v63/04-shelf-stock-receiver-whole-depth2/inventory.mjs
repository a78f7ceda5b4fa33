export const UNITS = 'pcs';

export class Shelf {
  constructor(label) {
    this.label = label;
    this.stock = new Map();
  }

  restock(sku, qty) {
    const have = this.stock.get(sku) ?? 0;
    this.stock.set(sku, have + qty);
  }

  take(sku, qty) {
    const have = this.stock.get(sku) ?? 0;
    if (have < qty) {
      console.log(`  ${this.label}: short of ${sku}`);
      return false;
    }
    this.stock.set(sku, have - qty);
    return true;
  }

  count(sku) {
    return this.stock.get(sku) ?? 0;
  }

  describe() {
    const parts = [];
    for (const [sku, n] of this.stock) {
      parts.push(`${sku}=${n}${UNITS}`);
    }
    return `${this.label} [${parts.join(', ')}]`;
  }
}
