export interface Page<T> { items: T[]; next?: string }

export const PAGE_SIZE = 2;
const MAX_PAGE_SIZE = 50;

export function clampSize(size: number): number {
  return Math.min(Math.max(1, size), MAX_PAGE_SIZE);
}

export function fetchPage<T>(rows: T[], cursor: string | undefined, size: number): Page<T> {
  const start = cursor === undefined ? 0 : Number(cursor);
  const end = start + clampSize(size);
  const items = rows.slice(start, end);
  const next = end < rows.length ? String(end) : undefined;
  return { items, next };
}

export function pageLabel(cursor: string | undefined, size: number): string {
  return cursor === undefined ? `first ${size}` : `from #${cursor}`;
}
