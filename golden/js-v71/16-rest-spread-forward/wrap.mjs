function inner(a, b, c) {
  return a + c;
}

function wrap(...args) {
  const n = args.length;
  return inner(...args);
}

function main() {
  const x = 1;
  const y = 2;
  const z = 3;
  const r = wrap(x, y, z);
  return r;
}

console.log(main());
