const UNIT = 'kWh';

export default class Meter {
  constructor(start) {
    this.reading = start;
    this.unit = UNIT;
  }

  add(amount) {
    this.reading += amount;
  }

  label() {
    return `${this.reading} ${this.unit}`;
  }

  total() {
    return this.reading;
  }
}
