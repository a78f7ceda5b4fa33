// Retry timing: exponential backoff with a deterministic jitter.
const jitter = (attempt) => (attempt * 37) % 50;

export function isRetryable(error, attempt) {
  if (error.code === 'EFATAL') {
    return false;
  }
  return attempt <= (error.maxRetries ?? 3);
}

export function delayFor(attempt, baseMs) {
  const raw = baseMs * 2 ** (attempt - 1);
  const capped = Math.min(raw, 30000);
  const delay = capped + jitter(attempt);
  return delay;
}
