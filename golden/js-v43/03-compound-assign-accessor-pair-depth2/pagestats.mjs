// Per-page visit statistics: count is a getter/setter pair over a private field.
export class PageStats {
  static total = 0;
  #count = 0;

  constructor(path) {
    this.path = path;
  }

  get count() {
    return this.#count;
  }

  set count(n) {
    const delta = n - this.#count;
    this.#count = n;
    PageStats.total += delta;
  }

  visit() {
    this.count += 1;
  }

  visitMany(times) {
    for (let i = 0; i < times; i++) {
      this.visit();
    }
  }

  static share(hits) {
    return PageStats.total === 0 ? 0 : hits / PageStats.total;
  }
}
