import { lookup, lastSeen } from './cache.mjs';

const FALLBACK_KEY = 'default';

export function describe(cache, request) {
  const started = Date.now();
  const key = request?.key?.trim().toLowerCase() ?? FALLBACK_KEY;
  const verbose = request?.verbose ?? false;
  const hit = lookup(cache, key);
  if (verbose) {
    console.log(`looked up ${key} in ${Date.now() - started}ms, last ${lastSeen()}`);
  }
  return hit ?? `no entry for ${key}`;
}

const store = new Map([['tea', 'green tea'], ['default', 'house blend']]);
console.log(describe(store, { key: ' Tea ' }));
console.log(describe(store, { verbose: true }));
console.log(describe(store, { key: 'cocoa', verbose: true }));
