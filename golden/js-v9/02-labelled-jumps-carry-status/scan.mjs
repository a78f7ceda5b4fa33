import { isFatal, SKIP_TAG } from './levels.mjs';

export function scanBatches(batches, { strict = false } = {}) {
  let status = 'empty';
  let checked = 0;
  const warnings = [];
  outer: for (const batch of batches) {
    if (batch.entries.length === 0) {
      continue;
    }
    for (const entry of batch.entries) {
      checked += 1;
      if (entry.tags?.includes(SKIP_TAG)) {
        status = `skipped ${batch.id}`;
        continue outer;
      }
      if (isFatal(entry.level, strict)) {
        status = `failed at ${batch.id}/${entry.id}`;
        break outer;
      }
      if (entry.level === 'warn') {
        warnings.push(entry.id);
      }
    }
    status = `ok through ${batch.id}`;
  }
  return { status, checked, warnings };
}

const nightly = [
  { id: 'b1', entries: [{ id: 'e1', level: 'info' }, { id: 'e2', level: 'warn' }] },
  { id: 'b2', entries: [] },
  { id: 'b3', entries: [{ id: 'e3', level: 'error' }, { id: 'e4', level: 'info', tags: ['noscan'] }] },
];
console.log(scanBatches(nightly));
console.log(scanBatches(nightly, { strict: true }));
