// Assembles the runtime configuration from remote settings.
import { safeFetch } from './settings.mjs';

export function defaultsFor(env) {
  const slow = env === 'ci';
  return { theme: 'light', timeout: slow ? '12' : '8', retries: '2' };
}

export async function loadConfig(defaults) {
  const theme = await safeFetch('theme', defaults.theme);
  const timeout = await safeFetch('timeout', defaults.timeout);
  const seconds = Number(timeout);
  let attempts = 1;
  if (seconds > 5) {
    attempts = 3;
  }
  const budget = seconds * attempts;
  console.log(`theme ${theme}, ${seconds}s x ${attempts}`);
  return { theme, budget };
}

export function describeDefaults(defaults) {
  const keys = Object.keys(defaults);
  return `${keys.length} defaults: ${keys.join(', ')}`;
}
