// Simulated asynchronous job runner with a price per kind of job.
const PRICES = { build: 4, test: 2, deploy: 6 };

function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function runJob(job) {
  await pause(1);
  const cost = PRICES[job.kind] ?? 1;
  const ok = job.kind !== 'flaky';
  return { ok, cost };
}

export function describeJob(job) {
  const price = PRICES[job.kind] ?? 1;
  const flag = job.disabled ? ' (disabled)' : '';
  return `${job.name}:${job.kind}@${price}${flag}`;
}

export function plannedCost(jobs) {
  let sum = 0;
  for (const job of jobs) {
    sum += PRICES[job.kind] ?? 1;
  }
  return sum;
}
