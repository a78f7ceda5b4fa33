// Group tagged entries by normalised tag.

function normalize(tag) {
  return tag.trim().toLowerCase();
}

export function groupByTag(entries) {
  const groups = {};
  const seen = new Set();
  let skipped = 0;
  for (const entry of entries) {
    const key = normalize(entry.tag);
    if (key === '') {
      skipped += 1;
      continue;
    }
    seen.add(entry.id);
    groups[key] ??= [];
    groups[key].push(entry.id);
  }
  console.log(`skipped ${skipped}, ids ${seen.size}`);
  return groups;
}
