// Summaries of an inventory: a running total and a list of labels.

export function summarize(items, title) {
  const summary = { total: 0, labels: [] };
  for (const it of items) {
    summary.total += it.count;
    summary.labels.push(`${it.name}:${it.count}`);
  }
  summary.labels.sort();
  const header = `${title} (${items.length} items)`;
  console.log(header, summary.labels.join(' '));
  return summary.total;
}
