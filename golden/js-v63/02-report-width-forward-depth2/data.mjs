const RAW = [
  'north,2024-01,125050',
  'south,2024-01,98000',
  'north,2024-02,110075',
  'east,2024-02,45010',
  'south,2024-03,130500',
  'east,2024-03,61000',
];

export function loadSales() {
  return RAW.map((line) => {
    const [region, month, cents] = line.split(',');
    return { region, month, cents: Number(cents) };
  });
}

export function totalsByRegion(sales) {
  const totals = {};
  for (const s of sales) {
    totals[s.region] = (totals[s.region] ?? 0) + s.cents;
  }
  return totals;
}

export function bestMonth(sales) {
  let best = sales[0];
  for (const s of sales) {
    if (s.cents > best.cents) {
      best = s;
    }
  }
  return best;
}
