const B0 = 21;
const UNUSED = 5;

class MathX {
  static base() {
    return B0;
  }
  static other() {
    return UNUSED;
  }
  static twice() {
    return this.base() * 2;
  }
}

const r = MathX.twice();
console.log(r, MathX.other());
