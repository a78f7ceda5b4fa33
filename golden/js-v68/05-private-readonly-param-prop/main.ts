class Taxer {
  constructor(private readonly rate: number) {}
  apply(x: number): number {
    return x * (1 + this.rate);
  }
}

const base = 200;
const r = 0.1;
const t = new Taxer(r);
const u = new Taxer(0.5);
const out = t.apply(base);
console.log(out, u.apply(1));
