const V = 6;
const W = 100;

class A {
  constructor(base) {
    this.base = base;
  }
}

class B extends A {
  doubled = this.base * 2;
}

const b = new B(V);
const other = new B(W);
const d = b.doubled;
console.log(d, other.doubled);
