function tally(words: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  const seen = new Set<string>();
  for (const w of words) {
    seen.add(w);
    if (!counts.has(w)) {
      counts.set(w, 0);
    }
    counts.set(w, counts.get(w)! + 1);
  }
  console.log(seen.size);
  return counts;
}

function main(): void {
  const m = tally(["a", "b", "a"]);
  const top = m.get("a")!;
  console.log(top);
}

main();
