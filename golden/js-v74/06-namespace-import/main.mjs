import * as ns from './lib.mjs';

function checkout(qty) {
  const p = ns.price(qty);
  const f = ns.fee();
  console.log(f);
  return p + 1;
}

const out = checkout(4);
console.log(out);
