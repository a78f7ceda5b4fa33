export const LEVELS = { debug: 0, info: 1, warn: 2, error: 3 };
export const MAX_ERRORS = 2;
export const QUIET_SOURCES = ['heartbeat', 'metrics'];

export function isQuiet(ev) {
  return QUIET_SOURCES.includes(ev.source);
}

export function atLeast(level, minLevel) {
  return LEVELS[level] >= LEVELS[minLevel];
}

export function describeLevel(level) {
  const rank = LEVELS[level] ?? -1;
  return rank >= LEVELS.warn ? level.toUpperCase() : level;
}
