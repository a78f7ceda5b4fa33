// Builds a request plan (host, attempts, time budget) from loosely shaped options.
import { planDelays, totalWait } from "./retry.mjs";

export function requestPlan(url, { retry, timeout = 1000 } = {}) {
  const host = new URL(url).host;
  const delays = planDelays(retry);
  const budget = totalWait(delays) + timeout;
  return { host, attempts: delays.length + 1, budget };
}

export function probePlan() {
  const delays = planDelays({ retries: 1, factor: 3 });
  return { host: "localhost", attempts: delays.length + 1, budget: totalWait(delays) };
}

export function summarize(plans) {
  let worst = 0;
  for (const plan of plans) {
    worst = Math.max(worst, plan.budget);
  }
  return `${plans.length} plan(s), worst budget ${worst} ms`;
}
