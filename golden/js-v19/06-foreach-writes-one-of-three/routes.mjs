export const WILDCARD = '*';
const ALIASES = { administrator: 'admin', ops: 'operator' };

export function normalizeRole(role) {
  const key = String(role).trim().toLowerCase();
  return ALIASES[key] ?? key;
}

export function matchesRoute(pattern, path) {
  if (pattern === WILDCARD) {
    return true;
  }
  if (pattern.endsWith('/*')) {
    return path.startsWith(pattern.slice(0, -1));
  }
  return pattern === path;
}

export function intersects(granted, held) {
  for (const role of held) {
    if (granted.includes(role)) {
      return true;
    }
  }
  return false;
}

export function describeRule(rule) {
  return `${rule.route} -> ${rule.roles.join(', ')}`;
}
