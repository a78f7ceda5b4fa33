'use strict';

const MAX = 40;

function normalize(s, width) {
  const t = s.trim().toLowerCase();
  if (width > MAX) {
    console.log('wide column', width);
  }
  return t.replace(/\s+/g, '-');
}

module.exports = { normalize };
