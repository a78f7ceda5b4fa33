import { lineTotal } from './pricing.mjs';

export class Cart {
  constructor(owner) {
    this.owner = owner;
    this.items = [];
  }

  add(name, price, qty = 1) {
    this.items.push({ name, price, qty });
    return this.items.length;
  }

  subtotal() {
    let sum = 0;
    for (const item of this.items) {
      sum += lineTotal(item);
    }
    return sum;
  }

  isEmpty() {
    return this.items.length === 0;
  }
}
