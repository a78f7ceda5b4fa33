const RATIO = 5 / 9;
const ZERO = 0;

class Temp {
  constructor(c) {
    this.c = c;
  }
  static fromF(f) {
    return new Temp((f - 32) * RATIO);
  }
  static zero() {
    return new Temp(ZERO);
  }
}

const z = Temp.zero();
const t = Temp.fromF(212);
const cv = t.c;
console.log(cv, z.c);
