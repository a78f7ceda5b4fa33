export const LEVELS = ['debug', 'info', 'warn', 'error'];
const SEP = '|';

export function parseEntry(line) {
  const [stamp, level = 'info', ...rest] = line.split(SEP);
  const rank = LEVELS.indexOf(level.trim());
  return { stamp: Number(stamp), rank, message: rest.join(SEP).trim() };
}

export function isNoise(entry, patterns) {
  return patterns.some((p) => entry.message.includes(p));
}

export default function format(entry) {
  return `${entry.stamp} [${LEVELS[entry.rank]}] ${entry.message}`;
}
