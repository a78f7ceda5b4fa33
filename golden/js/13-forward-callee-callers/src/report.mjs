import mean from './stats.mjs';

export function summarize(rows) {
  const scale = 2;
  const label = 'summary';
  const m = mean(rows, scale);
  const text = `${label}: ${m}`;
  return text;
}

export function printSummary(rows) {
  const out = summarize(rows);
  console.log(out);
  return out.length;
}

export function count(rows) {
  return mean(rows, 1) * rows.length;
}
