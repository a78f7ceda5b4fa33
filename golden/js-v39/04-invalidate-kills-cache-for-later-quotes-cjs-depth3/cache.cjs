'use strict';

// A price cache shared by every caller of this module.
let entries = new Map();
let misses = 0;

function lookup(key) {
  if (entries.has(key)) {
    return entries.get(key);
  }
  misses += 1;
  return undefined;
}

function remember(key, value) {
  entries.set(key, value);
}

function invalidate() {
  entries = new Map();
}

function missCount() {
  return misses;
}

module.exports = { lookup, remember, invalidate, missCount };
