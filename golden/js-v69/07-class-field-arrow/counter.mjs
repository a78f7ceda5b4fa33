class Counter {
  count = 0;
  step = 1;
  inc = () => {
    this.count += this.step;
  };
  constructor(start) {
    this.base = start;
  }
}

function build(n) {
  const extra = n + 1;
  const c = new Counter(n);
  console.log(extra);
  return c;
}

console.log(build(4).base);
