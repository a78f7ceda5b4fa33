import { delayFor, sumDelays } from "./backoff";

const BASE_MS = 200;
const CEILING_MS = 1500;

export function retryPlan(attempts: number, service: string): number[] {
  const name = `retry:${service}`;
  const plan: number[] = [];
  let last = 0;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const delay = delayFor(attempt, BASE_MS, CEILING_MS, name);
    plan.push(delay);
    last = attempt;
  }
  console.log(`${service}: planned ${last} attempts`);
  return plan;
}

export function describePlan(service: string, attempts: number): string {
  const plan = retryPlan(attempts, service);
  const total = sumDelays(plan);
  const shown = plan.map(String).join(" / ");
  return `${service}: ${shown} ms (${total} ms in all)`;
}

console.log(describePlan("billing", 5));
console.log(describePlan("search", 2));
