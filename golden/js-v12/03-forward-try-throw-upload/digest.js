'use strict';
const { createHash } = require('node:crypto');

const MAX_BYTES = 1024;
const ALGORITHM = 'sha256';

function checksum(body, algorithm = ALGORITHM) {
  const hash = createHash(algorithm);
  hash.update(body);
  return hash.digest('hex').slice(0, 12);
}

function summarize(results) {
  let stored = 0;
  const failures = [];
  for (const r of results) {
    if (r.digest === null) {
      failures.push(`${r.name} (${r.status})`);
      continue;
    }
    stored += 1;
  }
  return { stored, failures, total: results.length };
}

module.exports = { checksum, summarize, MAX_BYTES };
