import { DEFAULTS, MAX_TIMEOUT, parseBool, parseList, describe } from './parse.mjs';

export function resolveOptions(user, env) {
  const opts = { ...user };
  const notes = [];
  opts.verbose ||= parseBool(env.DEBUG);
  opts.timeout &&= Math.min(opts.timeout, MAX_TIMEOUT);
  opts.hosts ??= parseList(env.HOSTS);
  let proxy = opts.proxy;
  proxy ??= env.HTTPS_PROXY ?? env.HTTP_PROXY;
  if (opts.noProxy?.includes('*')) {
    proxy = null;
  }
  notes.push(opts.verbose ? 'verbose' : 'quiet');
  const summary = `${opts.hosts?.length ?? 0} hosts, timeout ${opts.timeout ?? DEFAULTS.timeout}ms`;
  const out = {};
  for (const key in DEFAULTS) {
    out[key] = opts[key] ?? DEFAULTS[key];
  }
  return { ...out, proxy, notes, summary };
}

const ENV = { DEBUG: 'yes', HOSTS: 'a.internal, b.internal,', HTTP_PROXY: 'http://proxy:3128' };
const options = resolveOptions({ timeout: 600000, retries: 0 }, ENV);
console.log(describe(options));
console.log(options.retries, options.timeout, options.hosts);
console.log(describe(resolveOptions({ verbose: true, proxy: 'http://corp:8080', noProxy: ['*'] }, {})));
