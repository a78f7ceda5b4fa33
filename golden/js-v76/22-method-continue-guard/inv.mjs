const DATA = [3, -1, 4];

class Inventory {
  items = [];
  addMany(xs) {
    for (const x of xs) {
      if (x < 0) {
        continue;
      }
      this.items.push(x);
    }
  }
  count() {
    return this.items.length;
  }
}

const inv = new Inventory();
inv.addMany(DATA);
const n = inv.count();
console.log(n);
