export const MIN_CENTS = 1;

export function clampCents(value: number, floor: number): number {
  return Math.max(value, floor);
}

export function roundCents(amount: number): number {
  const cents = Math.round(amount * 100);
  return clampCents(cents, MIN_CENTS) / 100;
}

export function parseQty(text: string, fallback: number = 1): number {
  const n = parseInt(text, 10);
  return isNaN(n) ? fallback : clampCents(n, 1);
}
