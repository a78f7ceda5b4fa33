// Remote settings with a local fallback when a key is missing.
const REMOTE = { retries: '4', theme: 'dark' };
const cache = new Map();
let misses = 0;

async function fetchSetting(key) {
  if (!(key in REMOTE)) {
    throw new Error(`no remote value for ${key}`);
  }
  return REMOTE[key];
}

export async function safeFetch(key, fallback) {
  try {
    const value = await fetchSetting(key);
    cache.set(key, value);
    return value;
  } catch (err) {
    misses += 1;
    console.warn(`fallback for ${key}: ${err.message}`);
    return fallback;
  }
}

export function cacheReport() {
  return `${cache.size} cached, ${misses} missed`;
}
