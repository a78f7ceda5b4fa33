export const DEFAULT_RETRIES = 3;
export const DEFAULT_TIMEOUT = 5000;
export const ACCEPT = "application/json";

export function applyDefaults(opts) {
  opts.retries ??= DEFAULT_RETRIES;
  opts.headers = { accept: ACCEPT, ...opts.headers };
  return opts;
}

export function withTimeout(opts, ms = DEFAULT_TIMEOUT) {
  opts = { ...opts };
  opts.timeout = ms;
  return opts;
}

export function track(opts, id) {
  opts.requestId = id;
  opts = { ...opts, headers: { ...opts.headers, "x-request-id": String(id) } };
  return opts;
}
