const DEFAULTS = { host: 'localhost', port: 8080, retries: 2 };
const TAG = 'cfg';

export function normalize(opts = {}, env = {}) {
  opts.tags ??= [TAG];
  const { verbose } = opts;
  let port = env.PORT;
  port ??= opts.port ?? DEFAULTS.port;
  const cfg = { ...DEFAULTS, ...opts, port };
  if (verbose) {
    console.log('config', cfg.host, cfg.port);
  }
  return cfg;
}
