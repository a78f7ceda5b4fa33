const STEP = 3;
const CAP = 100;
const LABEL = 'meter';

class Meter {
  count = 0;
  bump = (e) => {
    const next = e * STEP;
    return Math.min(next, CAP);
  };
  reset = () => {
    this.count = 0;
  };

  constructor(name) {
    this.name = name;
  }
}

function run(start, label) {
  const m = new Meter(label);
  const r = m.bump(start);
  console.log(LABEL, r);
  return { r, m };
}
