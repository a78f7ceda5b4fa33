function firstLong(words: string[], min: number): string {
  let found: string | undefined;
  let seen = 0;
  for (const w of words) {
    seen += 1;
    if (w.length >= min) {
      found = w;
      break;
    }
  }
  const res = found!.toUpperCase();
  console.log(seen);
  return res;
}

const list: string[] = ["a", "bb"];
list.push("zebra");
const limit = 3;
const best = firstLong(list, limit);
console.log(best);
