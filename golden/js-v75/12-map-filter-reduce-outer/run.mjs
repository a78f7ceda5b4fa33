const THRESH = 2;
const FACTOR = 10;
const OFFSET = 7;

function run(xs) {
  let bonus = 0;
  bonus = 5;
  const big = xs.filter((x) => x > THRESH);
  const scaled = big.map((x) => x * FACTOR);
  const shifted = xs.map((x) => x + OFFSET);
  const sum = scaled.reduce((acc, v) => acc + v + bonus, 0);
  return [sum, shifted];
}

const out = run([1, 2, 3, 4]);
console.log(out);
