export function classify(readings, limits) {
  const rows = [];
  const missing = [];
  let worst = 'normal';
  for (const r of readings) {
    let level = 'normal';
    let reason = '';
    if (r.value == null) {
      level = 'missing';
      missing.push(`${r.id}:${level}`);
      continue;
    }
    if (r.value > limits.high) {
      level = 'high';
      reason = 'above';
    } else if (r.value < limits.low) {
      level = 'low';
      reason = 'below';
    } else if (r.flagged) {
      level = r.override || 'review';
    }
    const tag = level === 'normal' ? '' : `!${level}`;
    if (level !== 'normal') {
      worst = level;
    }
    rows.push({ id: r.id, level, tag, reason });
  }
  return { rows, missing, worst };
}
