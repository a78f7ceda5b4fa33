import { TokenBucket } from "./limiter";

export interface Request {
  client: string;
  at: number;
  cost?: number;
}

export function admit(requests: Request[], capacity: number) {
  const bucket = new TokenBucket(capacity);
  const audit = new TokenBucket(capacity * 10, 1);
  const accepted: string[] = [];
  for (const { client, at, cost = 1 } of requests) {
    bucket.refill(at);
    audit.refill(at);
    console.log(`${client} sees ${bucket.describe()}`);
    if (bucket.take(cost)) {
      accepted.push(client);
      audit.take(cost);
    }
  }
  return { accepted, state: bucket.describe(), audited: audit.describe() };
}

const result = admit([
  { client: "a", at: 0 },
  { client: "b", at: 0 },
  { client: "c", at: 0 },
  { client: "d", at: 1, cost: 3 },
], 4);
console.log(result.accepted, result.state, TokenBucket.created);
