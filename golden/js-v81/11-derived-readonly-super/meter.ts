class Base {
  readonly unit: number = 10;
  constructor(public name: string) {}
}

class Meter extends Base {
  readonly scale = 2;
  constructor(name: string, private readonly raw: number) {
    super(name);
    console.log("made", name);
  }
  reading(): number {
    return this.raw * this.scale;
  }
}

function main(): void {
  const label = "m1";
  const raw = 21;
  const m = new Meter(label, raw);
  const r = m.reading();
  console.log(r, m.unit);
}

main();
