import { backoff, withJitter, describe } from "./backoff.mjs";

const QUICK_MS = 20;
const CEILING_MS = 1500;
const ATTEMPTS = 4;
const LABEL = "upload";

export function retryPlan(attempts, ceiling, tag) {
  const first = backoff(0);
  const quick = backoff(attempts, QUICK_MS);
  const capped = backoff(attempts, undefined, ceiling);
  const spread = withJitter(capped, undefined, 0.9);
  console.log(`${tag}: ${describe([first, quick, capped])}`);
  return { first, quick, capped, spread };
}

const plan = retryPlan(ATTEMPTS, CEILING_MS, LABEL);
console.log(plan.spread);
