export const RATE = 2;
export const FEE = 1;

export function price(q) {
  return q * RATE;
}

export function fee() {
  return FEE;
}
