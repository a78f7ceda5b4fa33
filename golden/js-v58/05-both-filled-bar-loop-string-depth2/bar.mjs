// Text progress bars for the quota report.

export function buildBar(value, max, width) {
  const ratio = Math.min(value / max, 1);
  const filled = Math.round(ratio * width);
  let bar = '';
  for (let i = 0; i < width; i++) {
    if (i < filled) {
      bar += '#';
    } else {
      bar += '.';
    }
  }
  const pct = (ratio * 100).toFixed(1);
  return `[${bar}] ${pct}%`;
}

export function renderRow(name, used, quota) {
  const label = name.padEnd(8, ' ');
  const bar = buildBar(used, quota, 10);
  return `${label} ${bar}`;
}
