// A shop order built line by line.
export class Order {
  constructor(id, currency) {
    this.id = id;
    this.currency = currency;
    this.lines = [];
    this.subtotal = 0;
    this.discount = 0;
    this.shipping = 0;
  }

  addLine(name, price, qty) {
    this.lines.push({ name, price, qty });
    this.subtotal += price * qty;
  }

  total() {
    return this.subtotal - this.discount + this.shipping;
  }

  label() {
    return `#${this.id} (${this.lines.length} lines, ${this.currency})`;
  }
}
