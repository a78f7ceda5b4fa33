export function pickPort(env, fallback) {
  for (const key in env) {
    if (!key.startsWith('PORT_')) {
      continue;
    }
    const n = Number(env[key]);
    if (n > 0) {
      return n;
    }
  }
  return fallback;
}

export function normalize(name) {
  const clean = name.trim().toLowerCase();
  return clean.replace(/[^a-z0-9]+/g, '-');
}
