const UNIT = "cm";
const SCALE = 10;

class Shape {
  constructor(protected readonly name: string, public unit: string = UNIT) {
    console.log("shape", name);
  }

  title(): string {
    return `${this.name} [${this.unit}]`;
  }
}

class Box extends Shape {
  code = this.name.toUpperCase();

  constructor(name: string, private side: number, note: string) {
    super(name);
    console.log(note);
  }

  area(): number {
    return this.side * this.side * SCALE;
  }

  summary(): string {
    return `${this.code}: ${this.area()}`;
  }
}

export function report(label: string, size: number, remark: string): string {
  const memo = remark.trim();
  const box = new Box(label, size * 2, memo);
  const result = box.summary();
  return result;
}
