const K = 3;

class Base {
  scale(x) {
    return x * K;
  }
}

class D extends Base {
  run(v) {
    return this.scale(v) + 1;
  }
}

const d = new D();
const r = d.run(5);
console.log(r);
