const MAX_FAILURES = 3;
const STALE_MS = 30000;

function isHealthy(backend, now, zone) {
  if (backend.zone !== zone) {
    console.debug(`probe ${backend.host} outside ${zone}`);
  }
  if (backend.failures >= MAX_FAILURES) {
    return false;
  }
  return now - backend.lastSeen < STALE_MS;
}

export function firstHealthy(backends, now, zone) {
  let checked = 0;
  for (const backend of backends) {
    checked += 1;
    if (backend.weight === 0) {
      continue;
    }
    if (!isHealthy(backend, now, zone)) {
      continue;
    }
    return backend;
  }
  console.warn(`no healthy backend for ${zone} after ${checked} checks`);
  return null;
}
