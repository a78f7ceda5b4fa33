class Stock {
  constructor() {
    this.total = 0;
    this.moves = 0;
  }

  add(n) {
    this.total += n;
    this.moves += 1;
  }

  report() {
    return JSON.stringify(this);
  }
}

function run(raw, note) {
  const qty = Number(raw);
  const stock = new Stock();
  const other = new Stock();
  stock.add(qty);
  other.add(1);
  const snap = stock.report();
  console.log(note);
  return snap;
}

console.log(run('4', 'n'));
