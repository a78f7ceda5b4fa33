export const PAGE_SIZE = 20;
export const MAX_SIZE = 100;

export interface Page<T> {
  items: T[];
  page: number;
  pages: number;
}

export function paginate<T>(items: T[], page = 1, size?: number): Page<T> {
  const per = Math.min(size ?? PAGE_SIZE, MAX_SIZE);
  const pages = Math.max(1, Math.ceil(items.length / per));
  const current = Math.min(Math.max(page, 1), pages);
  const start = (current - 1) * per;
  return { items: items.slice(start, start + per), page: current, pages };
}

export const pageInfo = <T>({ page, pages, items }: Page<T>, unit = "row") => ({ text: `${page}/${pages}`, count: `${items.length} ${unit}s`, last: page === pages });
