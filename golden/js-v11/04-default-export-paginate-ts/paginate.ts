export const PAGE_SIZE = 20;
export const MAX_PAGE = 50;
export const MIN_SIZE = 5;

export default function paginate<T>(items: T[], page: number, size: number = PAGE_SIZE, offset?: number): T[] {
  const capped = Math.min(page, MAX_PAGE);
  const start = (offset ?? 0) + (capped - 1) * size;
  console.log(`page ${capped} from ${items.length}`);
  return items.slice(start, start + size);
}

export function pageCount(total: number, size: number = PAGE_SIZE): number {
  return Math.ceil(total / Math.max(size, MIN_SIZE));
}

export function clampPage(page: number, total: number, size?: number): number {
  const last = pageCount(total, size);
  return Math.max(1, Math.min(page, last));
}
