const LEVELS = ['debug', 'info', 'warn', 'error'];
const FIELD_SEP = ' | ';
const ALIASES = { warning: 'warn', err: 'error', fatal: 'error' };
export const UNKNOWN = 'UNKNOWN';

export function normalizeLevel(level) {
  const key = level.trim().toLowerCase();
  return ALIASES[key] ?? key;
}

export function parseLine(line) {
  const [stamp, level, ...rest] = line.split(FIELD_SEP);
  const rank = LEVELS.indexOf(normalizeLevel(level));
  return { stamp: Number(stamp), rank, text: rest.join(FIELD_SEP) };
}

export function isSevere(entry) {
  return entry.rank >= LEVELS.indexOf('warn');
}

export function formatHeader(entry) {
  return `since ${new Date(entry.stamp).toISOString()}`;
}

export function levelName(rank) {
  return rank >= 0 ? LEVELS[rank].toUpperCase() : UNKNOWN;
}

export function describe(entry) {
  const when = new Date(entry.stamp).toISOString().slice(11, 19);
  return `${when} ${levelName(entry.rank)} ${entry.text}`;
}
