import { describe, withAuth } from './transport.mjs';

export function buildRequest(options, token) {
  const { url, method = 'GET', retries = 2, ...headers } = options;
  const merged = { accept: 'application/json', ...headers };
  const target = `${method.toUpperCase()} ${url}`;
  const attempts = Math.max(1, retries);
  const summary = describe(target, merged);
  const signed = withAuth(merged, token);
  const label = `${summary} x${attempts}`;
  return { label, target, headers: signed };
}

export function retryPlan(options) {
  const { retries = 2 } = options;
  const waits = [];
  for (let i = 0; i < retries; i++) {
    waits.push(100 * 2 ** i);
  }
  return waits;
}
