const START = 10;
const UNIT = "kg";

class Gauge {
  level = START;
  constructor(unit) {
    this.unit = unit;
  }
  read() {
    return this.level;
  }
}

const g = new Gauge(UNIT);
const v = g.read();
console.log(v);
