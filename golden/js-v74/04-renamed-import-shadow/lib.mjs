export function add(a, b) {
  return a + b;
}

export function mul(a, b) {
  return a * b;
}
