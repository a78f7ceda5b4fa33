import { mid } from './lib.mjs';

function run() {
  const out = mid();
  const tag = 'x';
  console.log(out, tag);
}

run();
