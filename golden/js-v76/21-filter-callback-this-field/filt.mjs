const MIN = 3;
const DATA = [1, 5, 2, 8];

class Filter {
  constructor(min) {
    this.min = min;
  }
  keep(xs) {
    return xs.filter((x) => x >= this.min);
  }
}

const f = new Filter(MIN);
const g = new Filter(99);
const kept = f.keep(DATA);
console.log(kept, g.keep(DATA));
