import { Box } from './box.mjs';
import { Shape } from './base.mjs';

function main() {
  const b = new Box(2, 3);
  const s = new Shape(9);
  console.log(s.describe());
  const v = b.volume();
  return v;
}

console.log(main());
