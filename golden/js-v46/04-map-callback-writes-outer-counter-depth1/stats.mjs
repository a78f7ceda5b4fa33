// Word statistics for the style checker.
export function wordStats(text, limit, sep) {
  const words = text.split(/\s+/).filter((w) => w.length > 0);
  let longCount = 0;
  let letters = 0;
  const lengths = words.map((w) => {
    letters += w.length;
    if (w.length > limit) {
      longCount++;
    }
    return w.length;
  });
  const longest = Math.max(...lengths);
  const shout = words.map((w) => w.toUpperCase()).join(sep);
  const ratio = longCount / words.length;
  const pct = `${(ratio * 100).toFixed(1)}%`;
  return { shout, longest, letters, pct };
}

export function titleCase(text) {
  return text.split(" ").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
}
