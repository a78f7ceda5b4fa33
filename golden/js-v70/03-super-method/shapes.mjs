class Shape {
  constructor(name) {
    this.name = name;
    this.scale = 1;
  }

  area() {
    return 0;
  }

  info(prefix) {
    return `${prefix}${this.name}`;
  }
}

class Square extends Shape {
  constructor(side) {
    super('square');
    this.side = side;
  }

  area() {
    const base = super.area();
    return base + this.side * this.side * this.scale;
  }
}

function measure(n) {
  const sq = new Square(n);
  const label = sq.info('> ');
  const a = sq.area();
  console.log(label);
  return a;
}

console.log(measure(3));
