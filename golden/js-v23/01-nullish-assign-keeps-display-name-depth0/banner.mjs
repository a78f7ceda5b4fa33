import { shorten } from './text.mjs';

export function bannerFor(page, viewer) {
  let title = page.title?.trim();
  title ||= 'Untitled';
  title &&= title.replace(/\s+/g, ' ');
  let owner = 'anonymous';
  owner = viewer?.displayName;
  owner ??= viewer?.email ?? 'guest';
  const updated = page.updatedAt ?? page.createdAt;
  const badge = `updated ${updated}`;
  const label = `${shorten(title, 24)} | ${owner}`;
  return `${label} (${badge})`;
}

const report = { title: '  Quarterly   report for the finance team ', createdAt: '2024-03-01' };
console.log(bannerFor(report, { email: 'ana@example.com' }));
console.log(bannerFor({ title: '', updatedAt: '2024-04-02' }, { displayName: 'Bo' }));
console.log(bannerFor({ title: 'Roadmap' }, null));
