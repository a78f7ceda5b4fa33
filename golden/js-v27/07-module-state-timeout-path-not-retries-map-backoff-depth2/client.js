'use strict';
const { settings, backoff } = require('./config');

function retryPlan(tries, { cap = Infinity, unit = 'ms' } = {}) {
  const steps = [];
  for (let n = 0; n < tries; n++) {
    steps.push(n);
  }
  const delays = steps.map((n) => Math.min(backoff(n), cap));
  const total = delays.reduce((sum, d) => sum + d, 0);
  const text = delays.map((d) => `${d}${unit}`).join(', ');
  return { total, text, tries };
}

function describe(job) {
  const plan = retryPlan(job.tries || 3, { cap: job.cap });
  console.log(`${job.name}: ${plan.text} (max ${settings.retries})`);
  return plan.total;
}

module.exports = { retryPlan, describe };
