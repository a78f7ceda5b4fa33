class Store {
  constructor() {
    this.items = [];
  }

  add(x) {
    this.items.push(x);
  }

  size() {
    return this.items.length;
  }
}

module.exports = Store;
