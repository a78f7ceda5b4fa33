import { score } from "./scoring";
import type { Entry, Scored } from "./scoring";

export interface Options {
  scale?: number;
  strict: boolean;
}

export function scoreAll(entries: Entry[], opts: Options): Scored[] {
  opts.scale = entries.length > 2 ? 3 : 1;
  opts.scale ??= 2;
  const out: Scored[] = [];
  for (const e of entries) {
    if (opts.strict && e.hits === 0) {
      console.log(`skip ${e.id}`);
    }
    out.push({ ...e, score: score(e, opts.scale) });
  }
  return out;
}

export function best(entries: Entry[]): number {
  let factor = 4;
  const label = `best of ${entries.length}`;
  factor = 2;
  const top = entries[0];
  console.log(label);
  return score(top, factor);
}
