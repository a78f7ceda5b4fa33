abstract class Shape {
  constructor(public side: number) {}
  abstract kind(): string;
  scaled(f: number): number {
    this.kind();
    const k = f * 2;
    return this.side * k;
  }
}

class Square extends Shape {
  constructor(s: number) {
    super(s);
  }
  kind(): string {
    console.log("square");
    return "sq";
  }
}

const sq = new Square(3);
const r = sq.scaled(5);
console.log(r);
