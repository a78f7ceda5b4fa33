const { double, label } = require('./lib');

function go() {
  const seed = 6;
  const name = "g";
  const dd = double(seed);
  const tag = label(name);
  console.log(dd);
  console.log(tag);
  return dd;
}

const final = go();
console.log(final);
