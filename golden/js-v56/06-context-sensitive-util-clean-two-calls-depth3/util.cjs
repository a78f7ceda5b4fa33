'use strict';

const SEP = '-';

function clean(raw) {
  const trimmed = raw.trim();
  const words = trimmed.split(/\s+/);
  return words.join(SEP).toLowerCase();
}

module.exports = { clean };
