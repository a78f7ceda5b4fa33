class Base {
  constructor(v) {
    this.v = v;
    this.kind = "base";
  }
  read() {
    return this.v + 1;
  }
}

class Child extends Base {
  constructor(n) {
    super(n * 2);
  }
}

const seed = 4;
const c = new Child(seed);
const k = new Child(7);
const r = c.read();
const rk = k.read();
console.log(r);
console.log(rk);
