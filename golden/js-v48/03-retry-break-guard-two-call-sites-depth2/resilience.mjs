// Retry wrapper used by the sync jobs.

export function retry(action, times) {
  let outcome = { ok: false, value: null };
  for (let attempt = 1; attempt <= times; attempt++) {
    outcome = action(attempt);
    if (outcome.ok) {
      break;
    }
    console.log(`attempt ${attempt} failed`);
  }
  return outcome;
}

export function describe(outcome, label) {
  const state = outcome.ok ? 'ok' : 'failed';
  return `${label}: ${state}`;
}

export function backoff(attempt) {
  return Math.min(1000, 100 * 2 ** attempt);
}
