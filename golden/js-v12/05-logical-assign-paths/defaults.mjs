export const DEFAULT_TIMEOUT = 30_000;
export const DEFAULT_RETRIES = 2;
const TRUTHY = new Set(['1', 'true', 'yes', 'on']);

export function readFlag(env, name) {
  const raw = env?.[name];
  if (raw === undefined) {
    return false;
  }
  return TRUTHY.has(String(raw).trim().toLowerCase());
}

export function describeClient(client) {
  const parts = [client.summary];
  if (client.keepAlive) {
    parts.push('keep-alive');
  }
  parts.push(`timeout=${client.timeout}ms`);
  return parts.join(' ');
}
