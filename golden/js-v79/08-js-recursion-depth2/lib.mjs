export function sumTo(n) {
  if (n <= 0) {
    return 0;
  }
  const rest = sumTo(n - 1);
  return n + rest;
}

export function wrap(v) {
  const m = v * 2;
  const s = sumTo(m);
  return s;
}
