const OFFSET = 4;

function shift(x) {
  const unused = x - 1;
  const y = x + OFFSET;
  console.log(unused);
  return y;
}

function left() {
  const seed = 10;
  const a = shift(seed);
  const label = "left";
  console.log(label);
  console.log(a);
}

function right(m) {
  const b = shift(m * 2);
  const c = m + 100;
  console.log(c);
  return b;
}

left();
const r = right(3);
console.log(r);
