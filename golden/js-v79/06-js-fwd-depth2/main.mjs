import { top, leaf } from './lib.mjs';

function helper(a) {
  const b = a + 5;
  return b;
}

function run(seed) {
  const base = helper(seed);
  const r = top(base);
  const extra = leaf(seed);
  console.log(extra);
  return r;
}

function main() {
  const s = 7;
  const out = run(s);
  console.log(out);
}

main();
