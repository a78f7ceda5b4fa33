export function collect(items, limit, onSkip) {
  const kept = [];
  for (const it of items) {
    if (kept.length >= limit) {
      onSkip(it);
      continue;
    }
    if (it.hidden) {
      continue;
    }
    kept.push(it.title);
  }
  return kept;
}
