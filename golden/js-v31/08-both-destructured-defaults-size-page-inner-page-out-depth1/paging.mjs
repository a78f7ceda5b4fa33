export const PAGE = 4;
let pagesServed = 0;

export function pageOf(rows, { size = PAGE, page = 1 } = {}) {
  const start = (page - 1) * size;
  const items = rows.slice(start, start + size);
  pagesServed += 1;
  const more = start + size < rows.length;
  return { items, more };
}

export function servedCount() {
  return pagesServed;
}
