import { attemptFetch, backoffMs, isRetryable } from './net.mjs';

const MAX_ATTEMPTS = 4;

export async function fetchWithRetry(url, attempts, baseMs) {
  const delays = [];
  let last = null;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let wait = backoffMs(attempt, baseMs);
    const note = (status) => `#${attempt} ${url} -> ${status}, next in ${wait}ms`;
    last = await attemptFetch(url, attempt);
    if (!isRetryable(last.status)) {
      console.log(note(last.status));
      break;
    }
    if (last.retryAfter > 0) {
      wait = last.retryAfter * 1000;
    }
    delays.push(note(last.status));
  }
  return { response: last, delays };
}

export async function download(url) {
  const { response, delays } = await fetchWithRetry(url, MAX_ATTEMPTS, 200);
  return `${response.body} after ${delays.length} retries: ${delays.join('; ')}`;
}

console.log(await download('https://example.test/report'));
