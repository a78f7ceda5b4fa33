class Counter {
  constructor(start) {
    this.n = start;
  }

  inc(by) {
    this.n += by;
  }

  value() {
    return this.n;
  }
}

function tally(x, y) {
  const a = new Counter(x);
  const b = new Counter(y);
  a.inc(2);
  b.inc(3);
  const va = a.value();
  const vb = b.value();
  console.log(va);
  return vb;
}

console.log(tally(1, 10));
