class Cart {
  constructor(items) {
    this.items = items;
    this.total = 0;
  }

  sum() {
    this.items.forEach((x) => {
      this.total += x;
    });
  }

  describe() {
    return `${this.items.length} items`;
  }

  report() {
    return this.total;
  }
}

function checkout(prices, extras) {
  const cart = new Cart(prices);
  const spare = new Cart(extras);
  cart.sum();
  spare.sum();
  const label = cart.describe();
  console.log(label);
  const due = cart.report();
  return due;
}
