import { backoff, joinUrl } from './http.mjs';

const retries = 2;
const timeout = 5000;

export class Fetcher {
  retries = retries;

  constructor(baseUrl, retries) {
    this.baseUrl = baseUrl;
    if (retries !== undefined) {
      this.retries = retries;
    }
  }

  plan(path, timeout) {
    const url = joinUrl(this.baseUrl, path);
    const waits = [];
    for (let n = 1; n <= this.retries; n++) {
      waits.push(Math.min(backoff(n), timeout));
    }
    return { url, waits };
  }
}

export function deadline(startedAt) {
  return startedAt + timeout;
}

export function buildPlan(base, path, opts) {
  const fetcher = new Fetcher(base, opts.retries);
  return fetcher.plan(path, opts.timeout);
}

export function schedule(base, jobs) {
  const plans = [];
  for (const job of jobs) {
    plans.push(buildPlan(base, job.path, { retries: job.retries, timeout: job.cap }));
  }
  return plans;
}

console.log(JSON.stringify(schedule('https://api.test/', [{ path: '/a', cap: 700 }, { path: 'b', retries: 4, cap: 250 }])));
console.log(deadline(1000));
