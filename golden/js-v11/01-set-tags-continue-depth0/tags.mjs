import { normalizeTag } from './normalize.mjs';

const RESERVED = new Set(['admin', 'root']);

export function collectTags(posts, extra) {
  const seen = new Set();
  const rejected = new Set();
  let scanned = 0;
  for (const post of posts) {
    for (const raw of post.tags) {
      const tag = normalizeTag(raw);
      scanned += 1;
      if (RESERVED.has(tag)) {
        rejected.add(tag);
        continue;
      }
      seen.add(tag);
    }
  }
  seen.delete(extra);
  const sorted = Array.from(seen).sort();
  console.log(`scanned ${scanned}, rejected ${rejected.size}`);
  return sorted;
}

const POSTS = [
  { title: 'Intro', tags: ['JS', 'admin', 'node'] },
  { title: 'Types', tags: [' ts ', 'js', 'draft'] },
];
console.log(collectTags(POSTS, 'draft').join(','));
