const { compute: calc, other } = require('./lib');

function run(x) {
  const a = calc(x);
  const b = other(x);
  console.log(b);
  return a;
}

const res = run(7);
console.log(res);
