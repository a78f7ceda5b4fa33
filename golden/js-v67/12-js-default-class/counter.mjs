export default class Counter {
  constructor(start) {
    this.n = start;
  }

  inc(step) {
    this.n += step;
  }

  show() {
    console.log(this.n);
  }

  reset() {
    this.n = 0;
  }
}
