export const TRACE_LEVEL = 3;

export const DEFAULTS = {
  scheme: 'http',
  retries: 2,
  server: { host: 'localhost', port: 8080 },
};

export function enableTrace(target) {
  target.trace = TRACE_LEVEL;
  target.scheme = 'http';
}

export function describe(cfg) {
  return `${cfg.scheme} with ${cfg.retries} retries`;
}
