import { countVisits } from './visits.mjs';

export function buildReport(visits, titles) {
  const stats = countVisits(visits, titles);
  const pages = [...titles.values()];
  const lines = [];
  for (const [id, n] of stats.hits) {
    lines.push(`${id}: ${n}`);
  }
  lines.sort();
  const header = `${stats.visitors} visitors, ${pages.length} titled pages`;
  return [header, ...lines].join('\n');
}

const TITLES = new Map([['home#top', 'Welcome'], ['docs#api', 'API reference']]);
const VISITS = [
  { user: 'ann', page: 'home' },
  { user: 'bob', page: 'docs', section: 'api' },
  { user: 'ann', page: 'docs', section: 'api' },
];
console.log(buildReport(VISITS, TITLES));
