import { RETRIES, HOST as host, backoff, jitter } from './config.mjs';

export function plan(extra) {
  const tries = RETRIES + extra;
  const url = `https://${host}/ping`;
  const waits = [];
  for (let i = 0; i < tries; i++) {
    waits.push(backoff(i));
  }
  const noise = jitter(tries);
  console.log(url, noise);
  return waits;
}
