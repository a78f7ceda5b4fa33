class Meter {
  constructor() {
    this.limit = 0;
  }

  configure(lim) {
    this.limit = lim;
  }

  headroom(used) {
    return this.limit - used;
  }
}

function run(base) {
  const m = new Meter();
  const spare = new Meter();
  const lim = base * 2;
  m.configure(lim);
  const room = m.headroom(3);
  const spareRoom = spare.headroom(1);
  console.log(room);
  console.log(spareRoom);
}

run(5);
