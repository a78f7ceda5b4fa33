export class Shape {
  constructor(kind, unit) {
    this.kind = kind;
    this.unit = unit;
  }

  static create(kind, size, unit) {
    if (kind === 'circle') {
      return new Circle(size, unit);
    }
    return new Square(size, unit);
  }

  static catalogue() {
    return ['circle', 'square'];
  }
}

export class Circle extends Shape {
  constructor(radius, unit) {
    super('circle', unit);
    this.radius = radius;
  }
}

export class Square extends Shape {
  constructor(side, unit) {
    super('square', unit);
    this.side = side;
  }
}
