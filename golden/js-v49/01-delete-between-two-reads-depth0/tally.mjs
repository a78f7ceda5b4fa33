// tally.mjs — tag statistics for a batch of blog posts
export function tallyTags(posts, hidden) {
  const counts = new Map();
  const authors = new Set();
  for (const post of posts) {
    authors.add(post.author);
    for (const tag of post.tags) {
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
  }
  const hiddenUses = counts.get(hidden) ?? 0;
  counts.delete(hidden);
  const visible = Array.from(counts.keys()).sort();
  const writers = [...authors].sort();
  return { visible, hiddenUses, writers };
}

function label(stats) {
  const tags = stats.visible.join(' ');
  return `${tags} (${stats.hiddenUses} hidden) by ${stats.writers.join(', ')}`;
}

const posts = [
  { author: 'ana', tags: ['js', 'maps', 'draft'] },
  { author: 'bo', tags: ['maps', 'sets'] },
  { author: 'ana', tags: ['draft', 'js'] },
];
const stats = tallyTags(posts, 'draft');
console.log(label(stats));
