'use strict';

const DEFAULT_ATTEMPTS = 4;
const MAX_DELAY = 1000;
const FLAKY_PATHS = new Set(['/upload', '/sync']);

function attemptRequest(request, attempt) {
  const url = `https://${request.host}${request.path}`;
  const flaky = FLAKY_PATHS.has(request.path);
  const ok = !flaky || attempt >= 3;
  console.log(`#${attempt} ${url} -> ${ok ? 200 : 503}`);
  return { ok, status: ok ? 200 : 503 };
}

function backoff(previous, attempt, cap = MAX_DELAY) {
  const jitter = attempt % 2 === 0 ? 5 : 0;
  const next = previous * 2 + jitter;
  return Math.min(next, cap);
}

function describe(result) {
  const verdict = result.ok ? 'ok' : 'gave up';
  return `${verdict} after ${result.attempts} attempts (waits ${result.waits.join(', ')})`;
}

module.exports = { attemptRequest, backoff, describe, DEFAULT_ATTEMPTS };
