const K = 3;
const UNUSED = 9;
const seed = 4;
const out = compute(seed);
console.log(out, UNUSED);

function compute(n) {
  const doubled = helper(n);
  const spare = UNUSED - 1;
  return doubled + K;
}

function helper(m) {
  return m * 2;
}
