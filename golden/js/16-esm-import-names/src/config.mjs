export const RETRIES = 3;
export const TIMEOUT_MS = 500;
export const HOST = 'api.local';

export function backoff(attempt) {
  return attempt * TIMEOUT_MS;
}

export function jitter(attempt) {
  return attempt + Math.random();
}
