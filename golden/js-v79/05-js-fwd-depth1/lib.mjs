export function leaf(z) {
  const k = z * 3;
  return k + 1;
}

export function mid(y) {
  const t = y - 2;
  const u = leaf(t);
  return u * 2;
}

export function top(x) {
  const w = mid(x);
  const note = x + 100;
  console.log(note);
  return w;
}
