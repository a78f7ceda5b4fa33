import { settle, sampleRows } from './ledger.mjs';

function run(mode) {
  const rows = sampleRows();
  const cap = mode === 'strict' ? 50 : 500;
  const title = `ledger (${mode})`;
  const strict = settle(rows, { limit: cap });
  const loose = settle(rows.slice(1));
  console.log(title);
  return [strict.balance, loose.balance];
}

function audit(rows) {
  const { skipped } = settle(rows, { skipZero: false });
  return skipped;
}

console.log(run('strict'));
console.log(run('open'));
console.log(audit(sampleRows()));
