'use strict';

const { TokenBucket } = require('./bucket');

const TIER_RATES = { free: 1, team: 4, enterprise: 20 };

function rateFor(tier, boost = 1) {
  return (TIER_RATES[tier] ?? 1) * boost;
}

function replay(tier, times) {
  const bucket = new TokenBucket(rateFor(tier));
  let admitted = 0;
  for (const at of times) {
    if (bucket.admit(at)) {
      admitted += 1;
    }
  }
  return admitted;
}

console.log(`free: ${replay('free', [0, 100, 200, 300, 1500, 2600])} admitted`);
console.log(`team: ${replay('team', [0, 100, 200, 300, 1500, 2600])} admitted`);
