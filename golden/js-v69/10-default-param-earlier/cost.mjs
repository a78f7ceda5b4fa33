const RATE = 3;

function cost(qty, unit = qty * RATE) {
  return unit + 1;
}

function main() {
  const n = 2;
  const u = 5;
  const a = cost(n);
  const b = cost(n, u);
  return a;
}

console.log(main());
