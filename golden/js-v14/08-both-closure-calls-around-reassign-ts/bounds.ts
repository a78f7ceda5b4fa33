export const PAGE_SIZE = 3;
export const MAX_PAGES = 50;

export function clamp(value: number, low: number, high: number): number {
  if (high < low) {
    return low;
  }
  return Math.min(Math.max(value, low), high);
}

export function pageCount(total: number, size: number): number {
  return Math.min(MAX_PAGES, Math.max(1, Math.ceil(total / size)));
}

export function lastPage(pages: number): number {
  return Math.max(1, pages);
}

export function describePage(page: number, pages: number): string {
  return `page ${page} of ${pages}`;
}
