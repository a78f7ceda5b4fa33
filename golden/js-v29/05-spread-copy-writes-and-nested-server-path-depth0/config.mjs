import { DEFAULTS, enableTrace } from './defaults.mjs';

export function loadConfig(env) {
  const cfg = { ...DEFAULTS };
  cfg.server = { ...DEFAULTS.server };
  cfg.client = { timeout: 30 };
  if (env.PORT) {
    cfg.server.port = Number(env.PORT);
  }
  if (env.TIMEOUT) {
    cfg.client.timeout = Number(env.TIMEOUT);
  }
  cfg.retries = Number(env.RETRIES ?? cfg.retries);
  const dev = { ...cfg, scheme: 'https' };
  dev.server = { ...cfg.server };
  dev.server.host = 'dev.local';
  enableTrace(dev);
  const url = `${cfg.scheme}://${cfg.server.host}:${cfg.server.port}`;
  const devUrl = `${dev.scheme}://${dev.server.host}:${dev.server.port}`;
  return { cfg, dev, url, devUrl };
}

console.log(loadConfig({ PORT: '9000', TIMEOUT: '5' }));
