import { wrap } from './lib.mjs';

function main() {
  const start = 3;
  const total = wrap(start);
  const unused = start + 1;
  console.log(unused);
  console.log(total);
}

main();
