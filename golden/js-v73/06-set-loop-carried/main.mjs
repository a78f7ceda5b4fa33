async function loadWords() {
  await null;
  return ["a", "b", "a", "c", "b"];
}

async function main() {
  const seen = new Set();
  const dup = new Set();
  const misc = new Set();
  const words = await loadWords();
  for (const w of words) {
    if (seen.has(w)) {
      dup.add(w);
    }
    seen.add(w);
    misc.add(w.length);
  }
  misc.delete(1);
  const out = Array.from(dup);
  console.log(out, misc.size);
}

await main();
