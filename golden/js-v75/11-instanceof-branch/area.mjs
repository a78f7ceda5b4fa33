class Circle {
  constructor(r) {
    this.r = r;
  }
}

class Square {
  constructor(s) {
    this.s = s;
  }
}

function area(shape) {
  let a = 0;
  if (shape instanceof Circle) {
    a = 3 * shape.r * shape.r;
  } else if (shape instanceof Square) {
    a = shape.s * shape.s;
  }
  return a;
}

const c = new Circle(2);
const sq = new Square(3);
const x = area(c);
const y = area(sq);
console.log(x, y);
