// Daily metrics, fetched concurrently by the report.
export async function countVisits(day) {
  const visits = { mon: 400, tue: 250, wed: 0 };
  return visits[day] ?? 0;
}

export async function countSales(day, tag) {
  console.log(`counting sales for ${tag}`);
  const sales = { mon: 36, tue: 30, wed: 0 };
  const n = sales[day] ?? 0;
  return n;
}

// Helpers for the weekly dashboard (not used by the daily report).
export function weekTotal(values) {
  let total = 0;
  for (const v of values) {
    total += v;
  }
  return total;
}
