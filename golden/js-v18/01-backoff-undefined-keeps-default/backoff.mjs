export const BASE_MS = 100;
export const CAP_FACTOR = 30;
export const JITTER = 0.2;

export function backoff(attempt, base = BASE_MS, cap = base * CAP_FACTOR) {
  const raw = base * 2 ** attempt;
  return Math.min(raw, cap);
}

export function withJitter(delay, spread = JITTER, seed = 0.5) {
  const offset = (seed * 2 - 1) * spread * delay;
  return Math.round(delay + offset);
}

export function describe(delays) {
  return delays.map((ms) => `${ms}ms`).join(", ");
}
