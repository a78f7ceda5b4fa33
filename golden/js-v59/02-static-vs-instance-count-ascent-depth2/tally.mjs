export class Tally {
  static count = 0;
  count = 0;

  constructor(label) {
    this.label = label;
    Tally.count += 1;
  }

  record(n) {
    if (n > 0) {
      this.count += 1;
    }
  }

  summary() {
    const line = `${this.label}: ${this.count}`;
    return line;
  }

  static created() {
    return Tally.count;
  }
}
