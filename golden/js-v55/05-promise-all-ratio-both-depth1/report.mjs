import { countVisits, countSales } from './metrics.mjs';

export async function dailyReport(day, region) {
  const tag = region.toUpperCase();
  const [visits, sales] = await Promise.all([countVisits(day), countSales(day, tag)]);
  const ratio = sales / Math.max(visits, 1);
  let grade = 'weak';
  if (ratio > 0.1) {
    grade = 'good';
  }
  const title = `${tag} ${day}`;
  return `${title}: ${grade}`;
}

export function formatRatio(value) {
  const pct = Math.round(value * 1000) / 10;
  return `${pct}%`;
}

export const REGIONS = ['north', 'south', 'east'];
