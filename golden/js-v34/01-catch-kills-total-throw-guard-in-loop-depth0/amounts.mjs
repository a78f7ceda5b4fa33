const LIMIT = 1000;

export function parseAmounts(rows) {
  const started = Date.now();
  let total = 0;
  let note = 'ok';
  let bad = 0;
  try {
    for (const row of rows) {
      const value = Number(row.amount);
      if (Number.isNaN(value)) {
        throw new Error(`row ${row.id} has no amount`);
      }
      if (value > LIMIT) {
        bad += 1;
        continue;
      }
      total += value;
    }
    note = `parsed ${rows.length}`;
  } catch (err) {
    note = err.message;
    total = -1;
  }
  const elapsed = Date.now() - started;
  return { total, note, bad, elapsed };
}
