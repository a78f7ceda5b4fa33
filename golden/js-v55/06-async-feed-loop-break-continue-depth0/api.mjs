// Feed API: each page lists up to `limit` item ids of one feed.
export async function fetchPage(feed, limit) {
  const feeds = { news: ['n1', 'n2', 'n3'], blog: [], jobs: ['j1'], misc: ['m1'] };
  const items = (feeds[feed] ?? []).slice(0, limit);
  return { feed, items };
}

export async function markSynced(feed) {
  return `${feed}:synced`;
}

// Administrative helpers (not used by the sync).
export function feedNames() {
  const names = ['news', 'blog', 'jobs', 'misc'];
  return names.slice();
}

export function isEmptyPage(page) {
  if (!page) {
    return true;
  }
  return page.items.length === 0;
}
