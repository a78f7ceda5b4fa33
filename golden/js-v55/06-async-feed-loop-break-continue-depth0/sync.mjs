import { fetchPage, markSynced } from './api.mjs';

let totalSynced = 0;

export async function syncFeeds(feeds, perPage, maxFeeds = 3) {
  const collected = [];
  let visited = 0;
  for (const feed of feeds) {
    if (visited >= maxFeeds) {
      break;
    }
    visited += 1;
    const page = await fetchPage(feed, perPage);
    totalSynced += page.items.length;
    if (page.items.length === 0) {
      continue;
    }
    collected.push(...page.items);
    const receipt = await markSynced(feed);
    console.log(receipt);
  }
  return collected;
}

const all = await syncFeeds(['news', 'blog', 'jobs', 'misc'], 2);
console.log(all.join(' '), totalSynced);
