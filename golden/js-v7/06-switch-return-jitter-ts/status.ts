export const BASE_DELAY = 200;
export const MAX_DELAY = 10_000;
const GIVE_UP = -1;

export function parseRetryAfter(header: string, now: number): number {
  const secs = Number(header);
  return Number.isNaN(secs) ? Math.max(0, Date.parse(header) - now) : secs * 1000;
}

export function retryDelay(status: number, attempt: number, retryAfter: string | null = null): number {
  const backoff = Math.min(BASE_DELAY * 2 ** attempt, MAX_DELAY);
  switch (status) {
    case 408:
    case 425:
      return backoff;
    case 429:
      return retryAfter ? parseRetryAfter(retryAfter, Date.now()) : backoff * 2;
    case 500:
    case 502:
    case 503:
      break;
    default:
      return GIVE_UP;
  }
  const jitter = attempt % 2 === 0 ? 0 : BASE_DELAY / 2;
  return attempt > 4 ? GIVE_UP : status === 503 ? backoff + jitter : attempt > 2 ? MAX_DELAY : backoff;
}
