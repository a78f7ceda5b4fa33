'use strict';

const SEPARATOR = '-';
const MAX_LENGTH = 24;
const STOP_WORDS = ['a', 'an', 'the', 'of'];

function slugify(title, sep = SEPARATOR, max = MAX_LENGTH) {
  const words = title.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const kept = [];
  let dropped = 0;
  for (const word of words) {
    if (STOP_WORDS.includes(word)) {
      dropped += 1;
      continue;
    }
    kept.push(word);
  }
  if (kept.length === 0) {
    return 'untitled';
  }
  let slug = kept.join(sep);
  if (slug.length > max) {
    const cut = slug.lastIndexOf(sep, max);
    slug = slug.slice(0, cut > 0 ? cut : max);
  }
  console.log(`slugify: dropped ${dropped} of ${words.length} words`);
  return slug;
}

function uniqueSlug(title, taken, sep = SEPARATOR) {
  const base = slugify(title, sep);
  let candidate = base;
  let n = 2;
  while (taken.has(candidate)) {
    candidate = `${base}${sep}${n}`;
    n += 1;
  }
  return candidate;
}

module.exports = { slugify, uniqueSlug, SEPARATOR };
