export const DEFAULT_HOST = '0.0.0.0';
export const MIN_PORT = 1024;
const MAX_PORT = 65535;

export function parsePort(text, fallback = MIN_PORT) {
  const value = Number.parseInt(text, 10);
  if (Number.isNaN(value)) {
    return fallback;
  }
  return Math.min(Math.max(value, MIN_PORT), MAX_PORT);
}

export function describeTls(tls) {
  const cert = tls?.cert ?? 'none';
  return `tls cert=${cert}`;
}
