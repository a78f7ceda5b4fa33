import base, { normalize, agent, MAX_RETRIES as ceiling } from "./http-options";
import type { RequestOptions } from "./http-options";

const HOSTS = ["api.example.com", "", "cdn.example.com"];

export function plan(url: string, opts: Partial<RequestOptions>) {
  const resolved = normalize(opts);
  const budget = resolved.timeoutMs * (resolved.retries + 1);
  const slow = budget > base.timeoutMs * ceiling;
  console.log(`${agent} ${url} budget=${budget}ms`);
  return { url, budget, slow };
}

function toUrls(hosts: string[]): string[] {
  const urls: string[] = [];
  for (const host of hosts) {
    if (host.length > 0) {
      urls.push(`https://${host}/`);
    }
  }
  return urls;
}

export function planAll(urls: string[], retries: number) {
  const plans: Array<ReturnType<typeof plan>> = [];
  for (const url of urls) {
    plans.push(plan(url, { retries, headers: { "x-batch": "1" } }));
  }
  return plans;
}

const batch = planAll(toUrls(HOSTS), 9);
console.log(batch.length, batch[0].slow, base.retries);
