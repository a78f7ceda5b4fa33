export function importRows(lines, opts = {}) {
  const strict = opts.strict ?? false;
  let status = lines.length > 0 ? 'ok' : 'empty';
  let imported = 0;
  let processed = 0;
  for (const line of lines) {
    try {
      const parts = line.split(',');
      if (parts.length !== 3) {
        throw new Error(`bad row: ${line}`);
      }
      const qty = Number(parts[2]);
      if (Number.isNaN(qty)) {
        throw new Error(`bad qty: ${parts[2]}`);
      }
      imported += qty;
    } catch (err) {
      status = 'partial';
      if (strict) {
        status = 'aborted';
        break;
      }
    } finally {
      processed++;
    }
  }
  console.log(`${status}: ${imported} units from ${processed} rows`);
  return { status, imported, processed };
}
