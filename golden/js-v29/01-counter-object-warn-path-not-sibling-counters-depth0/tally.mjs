export function tallyLevels(lines) {
  const counts = { error: 0, warn: 0, info: 0, blank: 0 };
  const sources = new Set();
  for (const line of lines) {
    if (!line.trim()) {
      counts.blank++;
      continue;
    }
    const [level, source] = line.trim().split(/\s+/);
    if (level === 'ERROR') {
      counts.error += 1;
    } else if (level === 'WARN') {
      counts.warn += 1;
    } else {
      counts.info++;
    }
    sources.add(source);
  }
  const known = sources.has('db');
  const errorShare = counts.error / lines.length;
  const warnShare = counts.warn / lines.length;
  return { counts, errorShare, warnShare, known };
}

const LOG = ['ERROR db', 'WARN api', '', 'INFO api', 'WARN db'];
console.log(tallyLevels(LOG));
