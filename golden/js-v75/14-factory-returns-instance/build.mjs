const X = 3;
const Y = 8;

class Acc {
  total = 0;
  add(v) {
    this.total += v;
  }
  peek() {
    return this.total;
  }
}

function build(v) {
  const acc = new Acc();
  acc.add(v);
  console.log(acc.peek());
  return acc;
}

const a = build(X);
const b = build(Y);
const ra = a.total;
console.log(ra, b.total);
