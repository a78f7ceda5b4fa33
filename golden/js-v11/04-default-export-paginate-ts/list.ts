import paginate, { pageCount, clampPage } from "./paginate.js";

type User = { id: number; name: string; active: boolean };

const USERS: User[] = Array.from({ length: 42 }, (_, i) => ({ id: i, name: `user${i}`, active: i % 3 !== 0 }));

export function firstPage(users: User[]): User[] {
  return paginate(users, 1);
}

export function pageOf(users: User[], page: number, size: number): string[] {
  const active = users.filter((u) => u.active);
  const current = clampPage(page, active.length, size);
  const rows = paginate(active, current, size, 2);
  const pages = pageCount(active.length, size);
  return rows.map((u) => u.name).concat(`of ${pages}`);
}

export function summary(users: User[], requested: number): string {
  const names = pageOf(users, requested, 10);
  const first = firstPage(users);
  return `${names.join(",")} | first ${first.length}`;
}

console.log(summary(USERS, 2));
console.log(firstPage(USERS).length);
