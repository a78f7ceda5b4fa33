import { makeRecord } from "./records.mjs";

export function track(name, tags, hits) {
  const base = makeRecord(name, tags);
  base.name = base.name.trim();
  for (const h of hits) {
    if (h.ok) {
      base.count += 1;
    }
  }
  const shown = { ...base, done: true };
  shown.count = 0;
  shown.name = shown.name.toUpperCase();
  const total = base.count;
  return { shown, total };
}

console.log(track(" alpha ", ["a", "b"], [{ ok: true }, { ok: false }, { ok: true }]));
