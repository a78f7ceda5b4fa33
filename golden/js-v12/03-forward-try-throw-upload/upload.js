'use strict';
const { checksum, summarize, MAX_BYTES } = require('./digest');

function storeUpload(name, body, limit = MAX_BYTES) {
  const startedAt = Date.now();
  let status = 'pending';
  let digest = null;
  const size = Buffer.byteLength(body, 'utf8');
  try {
    if (size > limit) {
      throw new RangeError('payload too large');
    }
    digest = checksum(body);
    status = 'stored';
  } catch (err) {
    status = `rejected: ${err.message}`;
  } finally {
    console.log(`${name}: ${size} bytes`);
  }
  const ms = Date.now() - startedAt;
  return { name, status, digest, ms };
}

function storeAll(files, limit) {
  const results = [];
  for (const [name, body] of Object.entries(files)) {
    results.push(storeUpload(name, body, limit));
  }
  return summarize(results);
}

module.exports = { storeUpload, storeAll };

if (require.main === module) {
  console.log(storeAll({ 'a.txt': 'hello', 'b.bin': 'x'.repeat(40) }, 16));
}
