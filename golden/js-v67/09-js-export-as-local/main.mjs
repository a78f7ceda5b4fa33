import { surface, girth } from './shapes.mjs';

function main() {
  const r = 2;
  const g = girth(r);
  const s = surface(r);
  console.log(g);
  return s;
}

console.log(main());
