import { parsePort, DEFAULT_HOST as fallbackHost, describeTls } from './ports.mjs';

const LOOPBACK = '127.0.0.1';
const HTTPS = 'https';

export function listenAddress(config, env = {}) {
  config.debug = env.DEBUG === '1';
  config.server ??= {};
  if (env.PORT) {
    config.server.port = parsePort(env.PORT);
  }
  config.tls = { cert: env.TLS_CERT };
  const host = config?.server?.host ?? (config.local ? LOOPBACK : fallbackHost);
  const port = config?.server?.port ?? config.tls?.port ?? 80;
  const scheme = config.tls?.cert ? HTTPS : 'http';
  console.log(describeTls(config.tls));
  return `${scheme}://${host}:${port}`;
}

const settings = { server: { host: 'api.internal' }, local: false };
console.log(listenAddress(settings, { PORT: '8080' }));
console.log(listenAddress({ local: true }, { DEBUG: '1', TLS_CERT: 'dev.pem' }));
console.log(listenAddress({}, {}));
