// Row iteration shared by the exporters.

export function each(rows, fn) {
  let count = 0;
  for (const row of rows) {
    fn(row);
    count += 1;
  }
  return count;
}

// Visit every row of every published page, passing the caller's callback on.
export function eachRow(pages, fn) {
  let visited = 0;
  for (const page of pages) {
    if (page.draft) {
      continue;
    }
    visited += each(page.rows, fn);
  }
  return visited;
}
