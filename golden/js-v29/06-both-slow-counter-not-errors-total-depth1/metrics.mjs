export const SLOW_MS = 250;
export const UNIT = 'ms';

export function parseLine(line) {
  const [method, path, status, ms] = line.trim().split(/\s+/);
  return { method, path, status: Number(status), ms: Number(ms) };
}

export function isSlow(entry, limit = SLOW_MS) {
  return entry.ms > limit;
}

export function formatMs(ms) {
  return `${ms}${UNIT}`;
}
