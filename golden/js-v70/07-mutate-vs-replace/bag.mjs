class Bag {
  constructor() {
    this.items = [];
  }

  add(x) {
    this.items.push(x);
  }

  reset() {
    this.items = [];
  }

  count() {
    return this.items.length;
  }
}

function fill(a, b, c) {
  const bag = new Bag();
  bag.add(a);
  bag.reset();
  bag.add(b);
  console.log(c);
  const n = bag.count();
  return n;
}

console.log(fill(1, 2, 3));
