const BLOCKED = new Set(['spam', 'test']);

export function tally(entries, region) {
  let rejected = 0;
  const kept = entries.filter((e) => {
    if (BLOCKED.has(e.tag)) {
      rejected += 1;
      return false;
    }
    return e.region === region;
  });
  const totals = kept.map((e) => {
    const base = e.amount ?? 0;
    if (!e.discount) {
      return base;
    }
    return base * (1 - e.discount);
  });
  const sum = totals.reduce((acc, t) => acc + t, 0);
  const count = entries.length;
  return { sum, rejected, kept: kept.length, count };
}
