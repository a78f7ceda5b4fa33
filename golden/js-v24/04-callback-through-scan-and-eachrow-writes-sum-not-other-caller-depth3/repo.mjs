export function eachRow(table, visit) {
  let visited = 0;
  for (const row of table.rows) {
    if (row.deleted) {
      continue;
    }
    visit(row);
    visited += 1;
  }
  return visited;
}

export function scan(table, label, visit) {
  console.log(`scanning ${label}: ${table.rows.length} rows`);
  const count = eachRow(table, visit);
  return count;
}
