// Bucket log lines by level: a counting pass, then a rebuilt second pass.

export function bucketLines(lines, keepDebug) {
  let buckets = {};
  const counts = new Map();
  for (const line of lines) {
    const level = line.split(':')[0];
    if (!buckets[level]) {
      buckets[level] = [];
    }
    buckets[level].push(line);
    if (!counts.has(level)) {
      counts.set(level, 0);
    }
    counts.set(level, counts.get(level) + 1);
  }
  console.log(`first pass: ${Object.keys(buckets).length} levels, ${counts.size} counted`);
  buckets = {};
  for (const line of lines) {
    const level = line.split(':')[0];
    if (level === 'debug' && !keepDebug) {
      continue;
    }
    if (!buckets[level]) {
      buckets[level] = [];
    }
    buckets[level].push(line.slice(level.length + 1).trim());
  }
  return buckets;
}
