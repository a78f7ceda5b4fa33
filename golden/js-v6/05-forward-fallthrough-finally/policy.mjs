export const MAX_TRIES = 4;
const BASE_MS = 100;
const CAP_MS = 30000;

export function backoff(attempt, factor = 2) {
  const exp = Math.min(attempt, MAX_TRIES);
  return Math.min(BASE_MS * factor ** exp, CAP_MS);
}

export function jitter(ms, spread = 0.1) {
  const delta = ms * spread;
  return ms - delta + Math.random() * 2 * delta;
}

export default function describe(plan) {
  const verb = plan.retry ? 'retry' : 'give up';
  return `${verb} after ${plan.wait}ms (${plan.reason})`;
}
