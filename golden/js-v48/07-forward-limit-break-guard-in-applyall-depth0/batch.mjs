// Batch runner: applies a handler to each record, honouring a limit.

export function applyAll(items, fn, options) {
  const results = [];
  let skipped = 0;
  const limit = options.max ?? items.length;
  const tag = options.tag ?? 'batch';
  for (const item of items) {
    if (item.disabled) {
      skipped++;
      continue;
    }
    if (results.length >= limit) {
      break;
    }
    results.push(fn(item));
  }
  console.log(`${tag}: ${results.length} done, ${skipped} skipped`);
  return { results, skipped, tag };
}

export function firstResult(batch) {
  return batch.results[0];
}
