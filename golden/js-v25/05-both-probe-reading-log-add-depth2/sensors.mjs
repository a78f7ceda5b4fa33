export class Probe {
  static UNITS = 'kPa';

  constructor(id, scale) {
    this.id = id;
    this.scale = scale;
    this.offset = 0;
  }

  calibrate(reference, measured) {
    this.offset = reference - measured;
  }

  read(raw) {
    return (raw + this.offset) * this.scale;
  }

  tag() {
    return `${this.id} [${Probe.UNITS}]`;
  }
}

export class Log {
  constructor() {
    this.entries = [];
    this.peak = 0;
  }

  add(value) {
    this.entries.push(value);
    if (value > this.peak) {
      this.peak = value;
    }
  }

  average() {
    const sum = this.entries.reduce((acc, v) => acc + v, 0);
    return sum / this.entries.length;
  }
}
