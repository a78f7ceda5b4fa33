const FACTOR = 3;
const OFFSET = 100;

function scale(n) {
  const label = "s" + OFFSET;
  return n * FACTOR;
}

function applyTo(fn, value, note) {
  console.log(note);
  return fn(value);
}

function main() {
  const base = 7;
  const other = 2;
  const a = applyTo(scale, base, other);
  console.log(a);
  return a;
}

main();
