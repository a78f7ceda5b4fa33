// Ranking helpers for the shop front page and the finance view.

export function activeOnly(products) {
  return products.filter((p) => p.active);
}

export function topSellers(products, field, limit) {
  const key = field === 'units' ? 'sold' : 'revenue';
  const heading = field.toUpperCase();
  const ranked = activeOnly(products);
  ranked.sort((a, b) => b[key] - a[key]);
  const top = ranked.slice(0, limit);
  const names = top.map(({ name }) => name);
  const spread = ranked.length ? ranked[0][key] - ranked[ranked.length - 1][key] : 0;
  console.log(`${heading}: spread ${spread}`);
  return names;
}

export function totalOf(products, field) {
  let sum = 0;
  products.forEach((p) => {
    sum += p[field];
  });
  return sum;
}
