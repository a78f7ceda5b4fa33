import { collect } from './collect.mjs';

export function buildFeed(rows, opts) {
  const dropped = [];
  const max = opts.max ?? 3;
  const log = (row) => {
    dropped.push(row.title);
  };
  const picked = collect(rows, max, log);
  const header = `${picked.length} of ${rows.length}`;
  const footer = `${dropped.length} more`;
  return { header, picked, footer };
}

const posts = [
  { title: 'alpha' },
  { title: 'beta', hidden: true },
  { title: 'gamma' },
  { title: 'delta' },
];
const feed = buildFeed(posts, { max: 2 });
console.log(feed.header, feed.picked.join(', '));
