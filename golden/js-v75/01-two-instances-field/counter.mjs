class Counter {
  count = 0;
  bump(n) {
    this.count += n;
  }
}

const STEP = 4;
const a = new Counter();
const b = new Counter();
a.bump(STEP);
a.bump(1);
const rb = b.count;
console.log(a.count, rb);
