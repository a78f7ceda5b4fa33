const HALF = 0.5;
const SIDES = 4;

export function area(w, h) {
  const base = w * h;
  return base * HALF;
}

export function perimeter(w, h) {
  return (w + h) * SIDES;
}
