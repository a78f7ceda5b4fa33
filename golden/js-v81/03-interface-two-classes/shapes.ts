interface Shape {
  area(): number;
}

class Circle implements Shape {
  constructor(private r: number) {}
  area(): number {
    return 3 * this.r * this.r;
  }
}

class Rect implements Shape {
  constructor(private w: number, private h: number) {}
  area(): number {
    return this.w * this.h;
  }
}

function total(): number {
  const radius = 2;
  const c: Shape = new Circle(radius);
  const r: Shape = new Rect(3, 4);
  const a = c.area();
  const b = r.area();
  return a + b;
}

console.log(total());
