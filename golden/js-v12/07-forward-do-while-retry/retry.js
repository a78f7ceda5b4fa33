'use strict';
const { attemptRequest, backoff, describe, DEFAULT_ATTEMPTS } = require('./transport');

function sendWithRetry(request, policy = {}) {
  const started = Date.now();
  const maxAttempts = policy.attempts ?? DEFAULT_ATTEMPTS;
  let attempt = 0;
  let delay = policy.baseDelay ?? 50;
  const waits = [];
  let response;
  do {
    attempt += 1;
    response = attemptRequest(request, attempt);
    if (response.ok) {
      break;
    }
    delay = backoff(delay, attempt);
    waits.push(delay);
  } while (attempt < maxAttempts);
  const elapsed = Date.now() - started;
  console.log(`${request.path}: ${response.status} after ${attempt} tries in ${elapsed}ms`);
  return { ok: response.ok, attempts: attempt, waits };
}

function syncAll(requests, policy) {
  const results = [];
  for (const request of requests) {
    const result = sendWithRetry(request, policy);
    results.push(describe(result));
  }
  return results;
}

module.exports = { sendWithRetry, syncAll };

if (require.main === module) {
  const requests = [{ host: 'api.local', path: '/upload' }, { host: 'api.local', path: '/status' }];
  console.log(syncAll(requests, { attempts: 5, baseDelay: 20 }));
  console.log(syncAll(requests, { attempts: 2 }));
}
