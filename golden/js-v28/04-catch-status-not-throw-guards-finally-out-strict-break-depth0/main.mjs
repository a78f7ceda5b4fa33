import { importRows } from './importer.mjs';

const ROWS = ['a,b,3', 'broken', 'c,d,x', 'e,f,4'];

export function runImports(rows) {
  const lenient = importRows(rows);
  const strict = importRows(rows, { strict: true });
  return [lenient.status, strict.status, strict.processed];
}

console.log(runImports(ROWS).join(' / '));
console.log(importRows([]).status);

export function describe(result) {
  const parts = [result.status, `${result.imported} units`];
  if (result.processed > 0) {
    parts.push(`${result.processed} rows`);
  }
  return parts.join(', ');
}

console.log(describe({ status: 'ok', imported: 5, processed: 2 }));
