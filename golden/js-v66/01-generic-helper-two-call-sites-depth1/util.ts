import type { Candidates } from "./config";

export function firstOr<T>(items: Candidates<T>, fallback: T, tag: string): T {
  const note = `[${tag}] ${items.length} candidate(s)`;
  console.log(note);
  if (items.length === 0) {
    return fallback;
  }
  return items[0];
}

export function countValid<T>(items: Candidates<T>, ok: (x: T) => boolean): number {
  let n = 0;
  for (const it of items) {
    if (ok(it)) {
      n++;
    }
  }
  return n;
}
