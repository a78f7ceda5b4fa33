import { add as plus, mul } from './lib.mjs';

function add(a, b) {
  return a - b;
}

const p = 1;
const q = 2;
const x = plus(p, q);
const y = mul(3, 4);
const z = x + 1;
console.log(z, y, add(1, 1));
