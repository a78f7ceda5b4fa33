// A weighted tally: addAll folds a list of values into running totals.
export class Tally {
  static SCALE = 10;

  constructor(name) {
    this.name = name;
    this.sum = 0;
    this.count = 0;
  }

  addAll(values, factor) {
    values.forEach((v) => {
      this.sum += v * factor;
      this.count += 1;
    });
    return values.length;
  }

  total() {
    return this.sum / Tally.SCALE;
  }

  size() {
    return this.count;
  }

  label() {
    return `${this.name}: ${this.total()}`;
  }
}
