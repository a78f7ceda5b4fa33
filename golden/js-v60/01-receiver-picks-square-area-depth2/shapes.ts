export abstract class Shape {
  constructor(protected readonly name: string) {}

  abstract area(): number;

  describe(): string {
    return `${this.name} with area ${this.area().toFixed(2)}`;
  }
}

export class Square extends Shape {
  constructor(private readonly side: number) {
    super("square");
  }

  area(): number {
    return this.side * this.side;
  }
}

export class Circle extends Shape {
  constructor(private readonly radius: number) {
    super("circle");
  }

  area(): number {
    return Math.PI * this.radius * this.radius;
  }
}
