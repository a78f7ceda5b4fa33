import { parseLine, isSlow, formatMs } from './metrics.mjs';

export function summarize(lines) {
  const stats = { total: 0, errors: 0, slow: 0 };
  const byPath = new Map();
  let worst = 0;
  for (const line of lines) {
    const entry = parseLine(line);
    stats.total++;
    if (entry.status >= 500) {
      stats.errors++;
    }
    if (isSlow(entry)) {
      stats.slow++;
      worst = Math.max(worst, entry.ms);
    }
    byPath.set(entry.path, (byPath.get(entry.path) ?? 0) + 1);
  }
  const errorRate = stats.errors / stats.total;
  const slowShare = stats.slow / lines.length;
  const peak = formatMs(worst);
  return { stats, errorRate, slowShare, peak, paths: byPath.size };
}

const SAMPLE = ['GET / 200 12', 'GET /api 503 900', 'POST /api 200 300'];
const summary = summarize(SAMPLE);
console.log(summary.slowShare, summary.stats.slow, summary.peak);
