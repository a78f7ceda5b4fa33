export function lowStock(stock, threshold, limit) {
  const lines = [];
  let flagged = 0;
  let skipped = 0;
  for (const [sku, entry] of Object.entries(stock)) {
    if (entry.discontinued) {
      skipped += 1;
      continue;
    }
    const { qty, reserved = 0 } = entry;
    const free = qty - reserved;
    if (free >= threshold) {
      continue;
    }
    flagged += 1;
    lines.push(`${sku}: ${free} left`);
    if (flagged === limit) {
      break;
    }
  }
  const header = `${flagged} of ${Object.keys(stock).length} low`;
  return { text: [header, ...lines].join('\n'), skipped };
}
