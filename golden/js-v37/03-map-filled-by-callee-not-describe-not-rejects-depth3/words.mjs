export function normalize(word, verbose) {
  const trimmed = word.trim().toLowerCase();
  if (verbose) {
    console.log(`normalizing ${word}`);
  }
  return trimmed.replace(/[^a-z]/g, "");
}

export function tally(words, counts, rejects) {
  for (const w of words) {
    const key = normalize(w, rejects.length > 3);
    if (key === "") {
      rejects.push(w);
      continue;
    }
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
}

export function describe(counts) {
  const parts = [];
  for (const [k, v] of counts.entries()) {
    parts.push(`${k}=${v}`);
  }
  return parts.join(" ");
}
