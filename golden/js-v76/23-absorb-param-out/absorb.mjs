const X = 3;
const Y = 8;

class Acc {
  total = 0;
  add(v) {
    this.total += v;
  }
  absorb(other) {
    this.total += other.total;
    other.total = 0;
  }
}

const a = new Acc();
const b = new Acc();
a.add(X);
b.add(Y);
a.absorb(b);
const rb = b.total;
console.log(rb, a.total);
