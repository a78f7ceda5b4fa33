const BASE_MS = 100;
const FACTOR = 2;

export function backoff(attempt) {
  return BASE_MS * FACTOR ** (attempt - 1);
}

export function joinUrl(base, path) {
  const left = base.endsWith('/') ? base.slice(0, -1) : base;
  const right = path.startsWith('/') ? path.slice(1) : path;
  return `${left}/${right}`;
}

export function withQuery(url, params) {
  const query = new URLSearchParams(params).toString();
  return query ? `${url}?${query}` : url;
}
