const CAP = 50;

class Limits {
  readonly max: number = CAP;
  readonly step = 5;
  constructor(scale: number) {
    this.max = this.max * scale;
  }
  fits(n: number): boolean {
    return n <= this.max;
  }
}

const factor = 2;
const lim = new Limits(factor);
const ok = lim.fits(70);
console.log(ok);
