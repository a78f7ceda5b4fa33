import { eachRow } from './pages.mjs';

export function toCsv(pages, columns) {
  const out = [columns.join(',')];
  let skipped = 0;
  eachRow(pages, (row) => {
    if (!row.valid) {
      skipped += 1;
      return;
    }
    out.push(columns.map((c) => String(row[c])).join(','));
  });
  if (skipped > 0) {
    console.warn(`${skipped} invalid rows skipped`);
  }
  return out.join('\n');
}

export function countRows(pages) {
  let n = 0;
  eachRow(pages, () => {
    n += 1;
  });
  return n;
}

const PAGES = [
  { draft: false, rows: [{ sku: 'A1', qty: 3, valid: true }, { sku: 'B2', qty: 0, valid: false }] },
  { draft: true, rows: [{ sku: 'C3', qty: 9, valid: true }] },
  { draft: false, rows: [{ sku: 'D4', qty: 1, valid: true }] },
];

console.log(toCsv(PAGES, ['sku', 'qty']));
console.log(`${countRows(PAGES)} rows published`);
