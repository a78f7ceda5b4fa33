import describe, { backoff, MAX_TRIES } from './policy.mjs';

const MIN_WAIT = 50;

export function plan(res, attempt) {
  const base = backoff(attempt);
  let wait = 0;
  let retry = false;
  let reason = 'ok';
  switch (res.status) {
    case 429:
      wait = base * 2;
      reason = 'throttled';
    case 503:
      retry = attempt < MAX_TRIES;
      wait = Math.max(wait, MIN_WAIT);
      break;
    case 500:
      retry = attempt === 0;
      break;
    default:
      reason = `status ${res.status}`;
  }
  try {
    const header = res.headers?.['retry-after'];
    if (header !== undefined) {
      const secs = Number(header);
      if (Number.isNaN(secs)) {
        throw new RangeError(`bad Retry-After: ${header}`);
      }
      wait = Math.max(wait, secs * 1000);
    }
  } catch (err) {
    reason = err.message;
  } finally {
    console.log(`attempt ${attempt}: ${reason}, wait ${wait}`);
  }
  return { retry, wait, reason };
}

export function schedule(res, attempt) {
  const next = plan(res, attempt);
  console.log(describe(next));
  return next.retry ? next.wait : -1;
}
