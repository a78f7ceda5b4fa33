import { probe } from './probe.mjs';

export function connect(hosts, opts) {
  const cap = opts.maxDelay ?? 1000;
  const limit = opts.attempts || 3;
  let attempt = 0;
  let delay = opts.delay;
  let host;
  const log = [];
  do {
    const wait = Math.min(delay, cap);
    log.push(`attempt ${attempt} waits ${wait}ms`);
    host = probe(hosts, attempt);
    delay *= 2;
    attempt++;
  } while (host === null && attempt < limit);
  return { host, attempt, log };
}
