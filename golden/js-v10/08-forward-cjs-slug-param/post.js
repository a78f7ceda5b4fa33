'use strict';

const { uniqueSlug, SEPARATOR } = require('./slug');

const ROOT = '/blog';

function permalink(post, taken, root = ROOT) {
  const date = new Date(post.date);
  const year = date.getUTCFullYear();
  const slug = uniqueSlug(post.title, taken);
  taken.add(slug);
  return `${root}/${year}/${slug}`;
}

function archivePath(year, sep = SEPARATOR) {
  return `${ROOT}/archive${sep}${year}`;
}

module.exports = { permalink, archivePath };

if (require.main === module) {
  const seen = new Set(['hello-world']);
  console.log(permalink({ title: 'Hello, World', date: '2024-05-01' }, seen));
  console.log(permalink({ title: 'The Art of the Slug: a Field Guide for Writers', date: '2024-06-01' }, seen));
  console.log(permalink({ title: 'Of the', date: '2024-07-01' }, seen), archivePath(2024));
}
