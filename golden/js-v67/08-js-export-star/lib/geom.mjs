export function area(w, h) {
  const a = w * h;
  return a;
}

export function perimeter(w, h) {
  return 2 * (w + h);
}
