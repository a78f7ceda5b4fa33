import { lookupPrice } from './catalog.mjs';

export class Cart {
  items = [];
  status = 'open';

  constructor(owner) {
    this.owner = owner;
  }

  async add(sku, qty) {
    const price = await lookupPrice(sku);
    this.items.push({ sku, qty, price });
  }

  async describe() {
    const count = this.items.length;
    return `${this.owner} has ${count} lines (${this.status})`;
  }

  async checkout() {
    this.status = 'closed';
    return this.total();
  }

  total() {
    let sum = 0;
    for (const item of this.items) {
      sum += item.qty * item.price;
    }
    return sum;
  }
}
