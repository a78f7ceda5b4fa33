import { Shape } from './base.mjs';

export class Box extends Shape {
  constructor(w, h) {
    super(w);
    this.h = h;
  }

  volume() {
    return this.area() * this.h;
  }
}
