// Batch helpers: generators that cut work into chunks.
export function* chunks(items, size, label) {
  const step = Math.max(1, Math.floor(size));
  const tag = label.toUpperCase();
  for (let i = 0; i < items.length; i += step) {
    yield { tag, part: items.slice(i, i + step) };
  }
}

export function* flatten(groups) {
  for (const g of groups) {
    yield* g;
  }
}
