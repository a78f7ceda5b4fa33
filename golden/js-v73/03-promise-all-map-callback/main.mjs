const PRICES = { a: 3, b: 5, c: 8 };
const TAX = 2;

async function fetchPrice(sku) {
  await null;
  return PRICES[sku];
}

async function fetchStock(sku) {
  return sku.length * TAX;
}

async function main() {
  const skus = ["a", "b"];
  const extra = ["c"];
  const prices = await Promise.all(skus.map((s) => fetchPrice(s)));
  const stock = await Promise.all(extra.map((s) => fetchStock(s)));
  const total = prices.reduce((acc, p) => acc + p, 0);
  console.log(total, stock);
}

await main();
