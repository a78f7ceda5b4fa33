// Retry planning: how long to wait before each new attempt.
export const DEFAULT_RETRIES = 2;
export const BASE_DELAY_MS = 100;
export const MAX_DELAY_MS = 1500;

export function planDelays({ retries = DEFAULT_RETRIES, factor = 2 } = {}) {
  const delays = [];
  let wait = BASE_DELAY_MS;
  for (let i = 0; i < retries; i++) {
    delays.push(Math.min(wait, MAX_DELAY_MS));
    wait *= factor;
  }
  return delays;
}

export function totalWait(delays) {
  return delays.reduce((sum, d) => sum + d, 0);
}

export function describePlan(delays) {
  return delays.length === 0 ? "no retries" : delays.join("ms, ") + "ms";
}
