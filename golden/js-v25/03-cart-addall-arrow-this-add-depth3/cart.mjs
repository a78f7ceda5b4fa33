export class Cart {
  lines = [];
  count = 0;

  constructor(owner) {
    this.owner = owner;
  }

  add(item) {
    this.lines.push(item);
    this.count += 1;
  }

  addAll(items) {
    items.forEach((item) => this.add(item));
  }

  total() {
    let sum = 0;
    for (const line of this.lines) {
      sum += line.price * line.qty;
    }
    return sum;
  }

  summary() {
    return `${this.owner}: ${this.count} items`;
  }
}
