let lastLookup = 'none';

export function lookup(cache, key) {
  let value = null;
  let found = false;
  try {
    if (!cache.has(key)) {
      return null;
    }
    value = cache.get(key);
    found = true;
  } finally {
    lastLookup = found ? key : `miss:${key}`;
  }
  return value;
}

export function lastSeen() {
  return lastLookup;
}
