function run(x0) {
  let x = x0 + 1;
  const k = 3;
  const j = 8;
  const y = x * k;
  x = x + j;
  const z = y - 1;
  const w = x * 2;
  console.log(z, w);
  return w;
}

const out = run(2);
console.log(out);
