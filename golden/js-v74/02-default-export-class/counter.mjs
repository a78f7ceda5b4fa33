export default class Counter {
  constructor(start) {
    this.n = start;
    this.hits = 0;
  }

  inc(by) {
    this.n += by;
  }

  touch() {
    this.hits += 1;
  }
}
