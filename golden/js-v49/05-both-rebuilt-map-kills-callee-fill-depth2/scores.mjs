// scores.mjs — score tables keyed by student name
export function fillIndex(index, rows) {
  for (const row of rows) {
    index.set(row.name, row.score);
  }
}

export function bestOf(index) {
  let top = { name: 'nobody', score: -1 };
  for (const [name, score] of index) {
    if (score > top.score) {
      top = { name, score };
    }
  }
  return top;
}

function percent(value) {
  const clamped = Math.min(100, Math.max(0, value));
  return `${clamped}%`;
}

export function formatBest(entry, label) {
  const pct = percent(entry.score);
  const head = label.toUpperCase();
  return `${head}: ${entry.name} (${pct})`;
}
