function sumTo(n, acc) {
  if (n === 0) {
    return acc;
  }
  const unused = n * 100;
  return sumTo(n - 1, acc + n);
}

function main() {
  const start = 0;
  const k = 4;
  const r = sumTo(k, start);
  const other = k + 1;
  console.log(r, other);
  return other;
}

main();
