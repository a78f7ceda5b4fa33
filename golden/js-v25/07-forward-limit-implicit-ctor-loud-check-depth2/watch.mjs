export class Watcher {
  constructor(name, threshold) {
    this.name = name;
    this.threshold = threshold;
    this.hits = [];
  }

  check(value) {
    if (value > this.threshold) {
      this.hits.push(value);
      return true;
    }
    return false;
  }

  report() {
    return `${this.name}: ${this.hits.length} over ${this.threshold}`;
  }
}

export class LoudWatcher extends Watcher {
  check(value) {
    const over = super.check(value);
    if (over) {
      console.log(`ALERT: ${value} is over the limit`);
    }
    return over;
  }
}
