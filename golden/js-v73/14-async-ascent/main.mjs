const flagged = process.argv.length > 100;

async function price(item) {
  await null;
  const base = item.cost * 2;
  return base;
}

async function main() {
  const a = { cost: 4 };
  const b = { cost: 7 };
  const c = { cost: 1 };
  a.cost = 5;
  c.cost = 2;
  const r1 = await price(a);
  let r2 = 0;
  if (!flagged) {
    r2 = await price(b);
  }
  console.log(r1, r2, c);
}

await main();
