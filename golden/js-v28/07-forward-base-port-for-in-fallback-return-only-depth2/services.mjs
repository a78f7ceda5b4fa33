import { pickPort, normalize } from './settings.mjs';

export function buildTable(services, opts) {
  const base = opts.port ?? 8080;
  const host = opts.host || 'localhost';
  const table = {};
  let offset = 0;
  for (const name in services) {
    const svc = services[name];
    if (svc.disabled) {
      continue;
    }
    const key = normalize(name);
    const port = pickPort(svc.env, base + offset);
    const scheme = port === 443 ? 'https' : 'http';
    table[key] = `${scheme}://${host}:${port}`;
    offset++;
  }
  return table;
}
