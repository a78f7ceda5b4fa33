async function scale(x, f) {
  await null;
  const y = x * f;
  const note = "f=" + f;
  return y;
}

async function main() {
  const base = 10;
  const r = await scale(base, 2);
  const q = await scale(5, 3);
  const z = r + 1;
  console.log(z, q);
}

await main();
