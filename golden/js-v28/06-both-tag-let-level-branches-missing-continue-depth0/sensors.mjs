import { classify } from './classify.mjs';

const LIMITS = { low: 5, high: 40 };

export function summarize(readings) {
  const out = classify(readings, LIMITS);
  const lines = out.rows.map((row) => `${row.id} ${row.tag}`.trim());
  return [...lines, `missing: ${out.missing.join(',')}`, `worst: ${out.worst}`];
}

console.log(summarize([
  { id: 't1', value: 21 },
  { id: 't2', value: 55 },
  { id: 't3', value: null },
  { id: 't4', value: 2 },
  { id: 't5', value: 20, flagged: true },
]).join('\n'));
