const MULT = 7;

export function base(x) {
  return x * MULT;
}

export function unused(x) {
  return x;
}
