'use strict';

function collectTags(posts, minScore = 1) {
  const tags = [];
  const authors = [];
  const threshold = minScore * 10;
  posts.forEach((post) => {
    authors.push(post.author);
    if (post.score < threshold) {
      return;
    }
    for (const t of post.tags) {
      tags.push(t.toLowerCase());
    }
  });
  const unique = tags.filter((t, i) => tags.indexOf(t) === i);
  const popular = unique.some((t) => t.length > 4);
  const people = new Set(authors).size;
  return { unique, popular, people };
}

module.exports = { collectTags };
