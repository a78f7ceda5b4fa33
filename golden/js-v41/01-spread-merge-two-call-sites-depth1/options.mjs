// Default request options and the merge helper every client goes through.
export const DEFAULTS = Object.freeze({
  retries: 3,
  timeout: 1000,
  compress: true,
});
export const MAX_RETRIES = 5;

export function withDefaults(opts) {
  const merged = { ...DEFAULTS, ...opts };
  merged.retries = Math.min(merged.retries, MAX_RETRIES);
  return merged;
}

export function describe(options) {
  const zipped = options.compress ? "gzip" : "plain";
  return `${options.name}: ${options.retries} retries, ${options.timeout} ms, ${zipped}`;
}

export function isQuick(options) {
  const limit = options.compress ? 2000 : 1500;
  return options.timeout < limit;
}
