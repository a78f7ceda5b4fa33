function fact(n) {
  if (n <= 1) {
    return 1;
  }
  const sub = fact(n - 1);
  const log = "n=" + n;
  return n * sub;
}

function main() {
  const start = 5;
  const other = 3;
  const f = fact(start);
  console.log(f, other);
  return f;
}

main();
