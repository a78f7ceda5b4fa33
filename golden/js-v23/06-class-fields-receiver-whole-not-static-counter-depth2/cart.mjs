const CENT = 100;

export function roundCents(value) {
  return Math.round(value * CENT) / CENT;
}

export class Cart {
  static created = 0;
  items = [];
  coupon = null;

  constructor(owner, { currency = 'EUR' } = {}) {
    this.owner = owner;
    this.currency = currency;
    Cart.created += 1;
  }

  add(name, price, qty = 1) {
    this.items.push({ name, price, qty });
    return this;
  }

  apply(code) {
    this.coupon = code;
  }

  total() {
    let sum = 0;
    for (const { price, qty } of this.items) {
      sum += price * qty;
    }
    return roundCents(this.coupon ? sum * 0.9 : sum);
  }

  label() {
    return `${this.owner} (${this.items.length} items, ${this.currency})`;
  }
}

export function share(value, parts) {
  const each = roundCents(value / parts);
  return Array.from({ length: parts }, () => each);
}
