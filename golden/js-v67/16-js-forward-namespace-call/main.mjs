import * as conf from './conf.mjs';

function main(amount) {
  const label = conf.NAME;
  const cost = conf.fee(amount);
  console.log(label);
  return cost + 1;
}

console.log(main(5));
