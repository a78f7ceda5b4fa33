'use strict';

const { LIMITS: limits, DEFAULTS: baseline } = require('./policy');

function planBatches(items, size) {
  const cap = Math.min(size, limits.maxItems);
  const batches = [];
  let current = [];
  for (const item of items) {
    current.push(item);
    if (current.length === cap) {
      batches.push(current);
      current = [];
    }
  }
  if (current.length > 0) {
    batches.push(current);
  }
  const delay = baseline.backoffMs * batches.length;
  console.log(`${batches.length} batches, ${delay} ms backoff between them`);
  return batches;
}

module.exports = { planBatches };

if (require.main === module) {
  const jobs = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  console.log(planBatches(jobs, 3));
}
