export const SKIP_TAG = 'noscan';
const FATAL = new Set(['fatal', 'panic']);
const RANK = { debug: 0, info: 1, warn: 2, error: 3 };

export function isFatal(level, strict = false) {
  if (FATAL.has(level)) {
    return true;
  }
  return strict && (RANK[level] ?? 0) >= RANK.error;
}

export function worst(levels) {
  return levels.reduce((top, level) => ((RANK[level] ?? 0) > (RANK[top] ?? 0) ? level : top), 'debug');
}

export const LEVEL_NAMES = Object.keys(RANK);
