export function inner(v) {
  const w = v + 100;
  return w;
}

export function outer(a) {
  const t = a * 2;
  const u = inner(t);
  return u + t;
}
