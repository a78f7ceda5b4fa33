export function twice(a, b) {
  const r = a * 2;
  console.log(b);
  return r;
}

export function half(a) {
  return a / 2;
}
