// Plain object records for a small hit tracker.

export function makeRecord(name, tags) {
  const rec = { name, count: 0, tags: new Set() };
  for (const t of tags) {
    rec.tags.add(t);
  }
  const stamp = new Date(0).toISOString();
  rec.count += tags.length;
  console.log(`made ${name} at ${stamp}`);
  return rec;
}
