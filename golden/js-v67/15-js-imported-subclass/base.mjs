export class Shape {
  constructor(w) {
    this.w = w;
  }

  area() {
    return this.w * this.w;
  }

  describe() {
    return 'shape';
  }
}
