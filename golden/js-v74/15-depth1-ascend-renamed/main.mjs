import { inner as f } from './lib.mjs';

function run(x, y) {
  const t = x + 1;
  const z = f(t);
  console.log(y);
  return z;
}

const r = run(3, 4);
console.log(r);
