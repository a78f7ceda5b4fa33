import { outer } from './lib.mjs';

function run() {
  const x = 5;
  const y = 8;
  const r = outer(x);
  console.log(r, y);
}

run();
