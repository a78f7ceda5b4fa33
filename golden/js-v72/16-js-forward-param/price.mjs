function price(qty, unit) {
  const base = unit * 10;
  const n = qty + 1;
  console.log("qty", qty);
  return n * base;
}

function main() {
  const c = price(3, 7);
  const d = price(2, 1) + 1;
  console.log(c);
  console.log(d);
  return 0;
}

main();
