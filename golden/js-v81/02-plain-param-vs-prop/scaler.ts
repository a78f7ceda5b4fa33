class Scaler {
  constructor(public factor: number, offset: number) {
    console.log("offset", offset);
  }
  apply(x: number): number {
    return x * this.factor;
  }
}

function main(): void {
  const f = 3;
  const off = 7;
  const s = new Scaler(f, off);
  const v = s.apply(5);
  console.log(v);
}

main();
