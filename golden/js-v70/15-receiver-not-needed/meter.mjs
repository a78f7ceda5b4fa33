class Meter {
  constructor(unit) {
    this.unit = unit;
    this.reading = 0;
  }

  fmt(value, suffix) {
    console.log(suffix);
    return value.toFixed(1);
  }

  show(v) {
    const tag = this.unit + '!';
    const s = this.fmt(v, tag);
    return s;
  }
}

function run(x) {
  const m = new Meter('kg');
  const out = m.show(x);
  return out;
}

console.log(run(2));
