import { retryDelay, MAX_DELAY } from "./status";

export interface Reply {
  status: number;
  headers: Record<string, string | undefined>;
}

export function nextAttempt(reply: Reply, attempt: number): string {
  const plain = retryDelay(reply.status, attempt);
  const hint = reply.headers["retry-after"] ?? null;
  const hinted = retryDelay(reply.status, attempt, hint);
  const wait = hinted >= 0 ? hinted : plain;
  return wait < 0 ? "give up" : wait === 0 ? "retry now" : wait >= MAX_DELAY ? "retry later" : `retry in ${wait}ms`;
}

const replies: Reply[] = [
  { status: 503, headers: {} },
  { status: 429, headers: { "retry-after": "2" } },
  { status: 502, headers: {} },
  { status: 404, headers: {} },
];
for (const [i, r] of replies.entries()) {
  console.log(r.status, nextAttempt(r, i + 1));
}
