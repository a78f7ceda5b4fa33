const RATE = 2;
const SKIP = 7;

function main() {
  const base = 10;
  const extra = 1;
  const result = (function (v) {
    const tmp = v * RATE;
    const waste = SKIP + extra;
    return tmp;
  })(base);
  return result;
}

console.log(main());
