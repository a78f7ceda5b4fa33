export const RETRY_STATUSES = [429, 502, 503];
const RESPONSES = { 'https://example.test/report': [{ status: 503, headers: { 'retry-after': '2' } }, { status: 429 }, { status: 200, body: 'report v7' }] };

function parseRetryAfter(header) {
  const seconds = Number(header);
  if (Number.isNaN(seconds)) {
    return 0;
  }
  return seconds;
}

export async function attemptFetch(url, attempt) {
  const script = RESPONSES[url] ?? [];
  const raw = script[Math.min(attempt, script.length) - 1] ?? { status: 200, body: 'ok' };
  console.debug(`try ${attempt} ${url}`);
  return { status: raw.status, body: raw.body, retryAfter: parseRetryAfter(raw.headers?.['retry-after']) };
}

export function isRetryable(status) {
  return RETRY_STATUSES.includes(status);
}

export function backoffMs(attempt, baseMs) {
  return baseMs * 2 ** (attempt - 1);
}
