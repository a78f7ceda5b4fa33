import { fetchPage, pageLabel, PAGE_SIZE } from "./pager";

export interface Collected<T> { items: T[]; pages: number; truncated: boolean }

export function collectAll<T>(rows: T[], maxPages: number, keep: (item: T) => boolean): Collected<T> {
  const items: T[] = [];
  let cursor: string | undefined;
  let pages = 0;
  let dropped = 0;
  do {
    const page = fetchPage(rows, cursor, PAGE_SIZE);
    pages += 1;
    if (page.items.length === 0) {
      break;
    }
    for (const item of page.items) {
      if (!keep(item)) {
        dropped += 1;
        continue;
      }
      items.push(item);
    }
    console.log(`page ${pages}: ${pageLabel(cursor, PAGE_SIZE)}`);
    cursor = page.next;
  } while (cursor !== undefined && pages < maxPages);
  const truncated = cursor !== undefined;
  console.log(`kept ${items.length}, dropped ${dropped}`);
  return { items, pages, truncated };
}

type User = { name: string; active: boolean };
const USERS: User[] = [{ name: "ada", active: true }, { name: "bob", active: false }, { name: "cy", active: true }, { name: "di", active: true }, { name: "ed", active: false }];

function isActive(user: User): boolean {
  return user.active;
}

const result = collectAll(USERS, 2, isActive);
console.log(result.items.map((u) => u.name), result.pages, result.truncated);
console.log(collectAll([], 5, isActive).truncated);
