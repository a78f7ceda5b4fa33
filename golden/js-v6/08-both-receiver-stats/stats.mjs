export const UNITS = 'ms';

export default class Stats {
  count = 0;
  total = 0;
  max = -Infinity;

  add(value) {
    this.count += 1;
    this.total += value;
    if (value > this.max) {
      this.max = value;
    }
  }

  mean() {
    if (this.count === 0) {
      return 0;
    }
    return this.total / this.count;
  }

  describe(unit = UNITS) {
    return `n=${this.count} mean=${this.mean().toFixed(1)}${unit} max=${this.max}${unit}`;
  }
}
