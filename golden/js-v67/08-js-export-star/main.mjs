import { area, perimeter, shout } from './lib/index.mjs';

function run(w, h) {
  const p = perimeter(w, h);
  const s = shout('ok');
  const res = area(w, h);
  console.log(p, s);
  return res;
}

console.log(run(3, 4));
