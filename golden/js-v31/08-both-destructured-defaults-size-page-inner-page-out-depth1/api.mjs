import { pageOf, servedCount } from './paging.mjs';

export function firstPage(rows) {
  return pageOf(rows);
}

export function pageAt(rows, n) {
  const size = n > 3 ? 8 : 6;
  const visible = rows.filter((r) => !r.hidden);
  let page = n;
  if (page < 1) {
    const page = 1;
    console.warn(`page clamped to ${page}`);
  }
  const result = pageOf(visible, { size, page });
  return result.items.map((r) => r.id);
}

const rows = Array.from({ length: 20 }, (_, i) => ({ id: i, hidden: i % 5 === 0 }));
console.log(firstPage(rows).items.length);
console.log(pageAt(rows, 2), pageAt(rows, 0), servedCount());
