const TAX = 2;
const LABEL = "cart";

class Cart {
  items = [];
  add(p) {
    this.items.push(p);
  }
  count() {
    return this.items.length;
  }
  sum(rate) {
    let s = 0;
    for (const p of this.items) {
      s += p;
    }
    return s * rate;
  }
  total() {
    return this.sum(TAX);
  }
}

const cart = new Cart();
cart.add(10);
cart.add(5);
console.log(LABEL, cart.count());
const t = cart.total();
console.log(t);
