import * as ns from './ops.mjs';

function main() {
  const x = 10;
  const y = 20;
  const h = ns.half(x);
  const r = ns.twice(x, y);
  console.log(h);
  return r;
}

console.log(main());
