export class Meter {
  constructor(name, unit) {
    this.name = name;
    this.unit = unit;
    this.readings = [];
  }

  record(value) {
    this.readings.push(value);
  }

  clear() {
    this.readings = [];
  }

  reset() {
    console.log(`${this.name} reset`);
    this.clear();
  }

  label() {
    return `${this.name} (${this.unit})`;
  }

  peak() {
    let best = 0;
    for (const r of this.readings) {
      if (r > best) {
        best = r;
      }
    }
    return best;
  }
}
