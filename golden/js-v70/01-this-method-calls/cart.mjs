class Cart {
  constructor(prices) {
    this.prices = prices;
    this.rate = 0.1;
  }

  subtotal() {
    let s = 0;
    for (const p of this.prices) {
      s += p;
    }
    return s;
  }

  tax() {
    return this.subtotal() * this.rate;
  }

  label() {
    return `cart of ${this.prices.length}`;
  }
}

function checkout(items) {
  const cart = new Cart(items);
  const name = cart.label();
  const due = cart.tax();
  console.log(name);
  return due;
}

console.log(checkout([10, 20]));
