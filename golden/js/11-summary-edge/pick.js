function pick(primary, fallback, verbose) {
  if (verbose) {
    console.log('picking between', primary, fallback);
  }
  return primary ?? 0;
}

function run(a, b) {
  const first = a * 2;
  const second = b + 1;
  const flag = a > b;
  const result = pick(first, second, flag);
  return result;
}
