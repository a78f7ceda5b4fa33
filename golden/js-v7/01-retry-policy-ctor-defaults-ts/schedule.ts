import { RetryPolicy, clamp } from "./policy";

export function plan(failures: number, budgetMs: number): number[] {
  const quick = new RetryPolicy(5, 20);
  const standard = new RetryPolicy(4);
  const waits: number[] = [];
  for (let i = 0; i < failures; i++) {
    if (!standard.canRetry(i)) {
      break;
    }
    waits.push(standard.delayFor(i));
  }
  const total = waits.reduce((sum, w) => sum + w, 0);
  const hint = clamp(quick.delayFor(1), 0, budgetMs);
  console.log(standard.describe(), `total ${total}ms, first retry hint ${hint}ms`);
  return waits;
}

console.log(plan(6, 500).join(","));
