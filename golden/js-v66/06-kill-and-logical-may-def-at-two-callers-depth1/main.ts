import { rank } from "./scoring";
import type { Entry } from "./scoring";
import { scoreAll, best } from "./report";
import type { Options } from "./report";

const entries: Entry[] = [
  { id: "a", hits: 4, weight: 3 },
  { id: "b", hits: 0, weight: 9 },
  { id: "c", hits: 7, weight: 2 },
];

const opts: Options = { strict: true };
const scored = scoreAll(entries, opts);
const ranked = rank(scored);
console.log(`${ranked.length} scored entries`);
for (const s of ranked) {
  console.log(`${s.id}=${s.score}`);
}
console.log(`best: ${best(entries)}`);
console.log(`scale used: ${opts.scale}`);
