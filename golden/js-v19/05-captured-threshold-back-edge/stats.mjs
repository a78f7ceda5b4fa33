export const MAX_SCORE = 100;
const PAD = 3;

export function clampScore(raw) {
  if (raw > MAX_SCORE) {
    return MAX_SCORE;
  }
  return Math.max(0, Math.round(raw));
}

export function average(rows) {
  let sum = 0;
  for (const row of rows) {
    sum += row.score;
  }
  return rows.length ? sum / rows.length : 0;
}

export function formatRound(round, count, threshold) {
  const label = String(round + 1).padStart(PAD, '0');
  return `round ${label}: ${count} kept at >= ${threshold.toFixed(1)}`;
}
