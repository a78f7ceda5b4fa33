// Spend per category, and which categories went over their limit.

export function addSpend(totals, entries) {
  for (const e of entries) {
    totals.set(e.cat, (totals.get(e.cat) ?? 0) + e.amount);
  }
}

export function overLimits(totals, limits) {
  const over = new Set();
  const names = [];
  let worst = 0;
  for (const [cat, spent] of totals.entries()) {
    names.push(cat.toUpperCase());
    const limit = limits[cat] ?? 100;
    if (spent > limit) {
      over.add(cat);
    }
    worst = Math.max(worst, spent - limit);
  }
  return { over, names, worst };
}
