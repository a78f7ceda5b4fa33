function indexWords(text) {
  const words = text.split(' ');
  const seen = new Map();
  const order = [];
  const upper = words.map((w) => w.toUpperCase());
  for (const w of words) {
    const key = w.trim();
    if (!seen.has(key)) {
      order.push(key);
    }
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  upper.reverse();
  return [seen, order];
}
