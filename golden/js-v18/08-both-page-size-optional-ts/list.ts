import { paginate, pageInfo, type Page } from "./paging.js";

const NAMES = ["ana", "bo", "cy", "di", "ed", "fa", "gus"];
const COMPACT_SIZE = 3;

export function firstNames(names: string[]): string[] {
  const first = paginate(names);
  return first.items;
}

export function browse(names: string[], page: number, compact: boolean): string {
  const size = compact ? COMPACT_SIZE : undefined;
  const title = compact ? "Names" : "All names";
  const result = paginate(names, page, size);
  const info = pageInfo(result);
  return `${title} ${info.text}: ${result.items.join(", ")}`;
}

export function summary(page: Page<string>): string {
  return pageInfo(page, "name").count;
}

const view = browse(NAMES, 2, true);
console.log(firstNames(NAMES).length, view);
console.log(summary({ items: NAMES, page: 1, pages: 1 }));
