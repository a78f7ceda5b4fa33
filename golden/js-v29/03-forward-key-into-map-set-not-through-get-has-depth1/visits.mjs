export function countVisits(visits, titles) {
  const hits = new Map();
  const users = new Set();
  const labels = [];
  for (const v of visits) {
    const key = `${v.page}#${v.section ?? 'top'}`;
    if (!users.has(v.user)) {
      users.add(v.user);
    }
    const label = titles.get(key) ?? v.page;
    if (!hits.has(key)) {
      labels.push(label);
    }
    hits.set(key, (hits.get(key) ?? 0) + 1);
  }
  const catalog = [...titles.keys()].length;
  const visitors = [...users].length;
  return { hits, labels, visitors, catalog };
}
