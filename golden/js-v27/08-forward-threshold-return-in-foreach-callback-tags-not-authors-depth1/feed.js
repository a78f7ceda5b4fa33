'use strict';
const tagger = require('./tags');

function sidebar(posts, limit) {
  const { unique, popular } = tagger.collectTags(posts, 2);
  const shown = unique.slice(0, limit);
  const heading = popular ? 'Popular tags' : 'Tags';
  const total = posts.length;
  return `${heading} (${shown.length} of ${total} posts): ${shown.join(' ')}`;
}

function digest(posts) {
  const all = tagger.collectTags(posts).unique;
  const unscored = posts.filter((p) => p.score === 0).length;
  return `${all.length} tags, ${unscored} unscored posts`;
}

module.exports = { sidebar, digest };
