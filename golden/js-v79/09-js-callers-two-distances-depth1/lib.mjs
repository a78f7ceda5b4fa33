export function scale(v) {
  const f = v * 10;
  return f;
}

export function relay(q) {
  const q2 = q + 1;
  const res = scale(q2);
  return res;
}
