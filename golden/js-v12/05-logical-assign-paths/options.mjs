import { DEFAULT_TIMEOUT, DEFAULT_RETRIES, readFlag, describeClient } from './defaults.mjs';

export function resolveClient(input, env = process.env) {
  const opts = { retries: DEFAULT_RETRIES, keepAlive: true, ...input };
  opts.timeout ??= Number(env?.HTTP_TIMEOUT ?? DEFAULT_TIMEOUT);
  opts.retries ||= 1;
  opts.keepAlive &&= !readFlag(env, 'NO_KEEPALIVE');
  let proxy = input.proxy?.url;
  proxy ??= env?.HTTPS_PROXY;
  proxy ||= env?.HTTP_PROXY;
  proxy &&= proxy.trim();
  const bypass = (env?.NO_PROXY ?? '').split(',');
  if (bypass.includes(input.host)) {
    proxy = null;
  }
  let region = env?.AWS_REGION;
  region ||= input.region ?? 'us-east-1';
  const endpoint = `https://${input.host}/${region}`;
  const summary = `${endpoint} via ${proxy ?? 'direct'}, ${opts.retries} retries`;
  return { ...opts, endpoint, proxy, summary };
}

const pinned = resolveClient({ host: 'api.example.com', retries: 0, proxy: { url: ' http://proxy:3128 ' } }, { AWS_REGION: 'eu-west-1' });
const internal = resolveClient({ host: 'billing', region: 'us-west-2' }, { NO_PROXY: 'billing,localhost', HTTPS_PROXY: 'http://p:1', NO_KEEPALIVE: 'yes' });
console.log(pinned.summary);
console.log(internal.summary, describeClient(internal));
