import { RetryOptions, orDefault, show } from "./settings";

export function planRetries(opts: RetryOptions, budgetMs: number): number[] {
  const fallbackAttempts = opts.label.startsWith("bulk") ? 5 : 3;
  const attempts = orDefault(opts.attempts, fallbackAttempts);
  const backoff = orDefault(opts.backoffMs, 100);
  const delays: number[] = [];
  let wait = backoff.value;
  for (let i = 0; i < attempts.value; i++) {
    if (wait > budgetMs) {
      break;
    }
    delays.push(wait);
    wait *= 2;
  }
  console.log(`${opts.label}: attempts ${show(attempts)}, backoff ${show(backoff)}`);
  return delays;
}

function schedule(jobs: RetryOptions[], budgetMs: number): number {
  let total = 0;
  for (const job of jobs) {
    const delays = planRetries(job, budgetMs);
    total += delays.length;
  }
  return total;
}

const jobs: RetryOptions[] = [
  { label: "bulk-import", backoffMs: 200 },
  { label: "ping", attempts: 2 },
];
console.log(`scheduled ${schedule(jobs, 1000)} retries`);
