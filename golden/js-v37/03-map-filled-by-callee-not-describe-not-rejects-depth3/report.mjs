import { tally, describe } from "./words.mjs";

export function wordReport(text, stop) {
  const counts = new Map();
  const rejects = [];
  const words = text.split(/\s+/).filter((w) => !stop.has(w));
  tally(words, counts, rejects);
  const summary = describe(counts);
  const top = counts.get("map") ?? 0;
  return { summary, top, rejects };
}

console.log(wordReport("Map map set MAP, record 42 set", new Set(["record"])));
