import { delayFor, isRetryable } from './backoff.mjs';

export function planRetries(job, maxAttempts) {
  const plan = [];
  if (!job.retry) {
    return plan;
  }
  const base = job.baseDelay ?? 100;
  const owner = job.owner.toLowerCase();
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (!isRetryable(job.error, attempt)) {
      break;
    }
    const delay = delayFor(attempt, base);
    plan.push({ attempt, delay, owner });
  }
  return plan;
}

export function scheduleAll(jobs, policy) {
  const schedule = {};
  for (const job of jobs) {
    const limit = job.critical ? policy.maxAttempts * 2 : policy.maxAttempts;
    const steps = planRetries(job, limit);
    schedule[job.id] = steps;
  }
  return schedule;
}

const JOBS = [
  { id: 'sync', retry: true, baseDelay: 200, owner: 'Ops', error: { code: 'ETIMEDOUT', maxRetries: 4 } },
  { id: 'mail', retry: true, critical: true, owner: 'Web', error: { code: 'ECONNRESET' } },
  { id: 'wipe', retry: false, owner: 'Ops', error: { code: 'EFATAL' } },
];
console.log(JSON.stringify(scheduleAll(JOBS, { maxAttempts: 3 })));
