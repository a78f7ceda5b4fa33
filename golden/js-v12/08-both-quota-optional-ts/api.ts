import { Quota } from "./quota";

export type Account = { id: string; billing?: { plan?: string; credits?: number } };

export function serve(account: Account | undefined, requests: number[]): string {
  const plan = account?.billing?.plan;
  const bonus = account?.billing?.credits ?? 0;
  const quota = new Quota(Quota.limitFor(plan, bonus));
  let served = 0;
  let rejected = 0;
  for (const units of requests) {
    if (quota.consume(units)) {
      served += 1;
    } else {
      rejected += 1;
    }
  }
  const owner = account?.id ?? "anonymous";
  return `${owner}: ${served} served, ${rejected} rejected, ${quota.remaining()} left`;
}

const acme: Account = { id: "acme", billing: { plan: "pro", credits: 500 } };
console.log(serve(acme, [4_000, 4_000, 4_000, 100]));
console.log(serve(undefined, [60, 60]));
