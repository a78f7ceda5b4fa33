import { scale, relay } from './lib.mjs';

function direct() {
  const d = 4;
  const r1 = scale(d);
  return r1;
}

function indirect() {
  const e = 9;
  const r2 = relay(e);
  return r2;
}

function main() {
  console.log(direct());
  console.log(indirect());
}

main();
