import { retry, describe } from './resilience.mjs';

const MAX_TRIES = 4;
const CACHE_TRIES = 2;

const pingPrimary = (n) => ({ ok: n >= 3, value: n * 100 });
const readCache = () => ({ ok: true, value: 42 });

function syncAll(jobs) {
  let tries = MAX_TRIES;
  if (jobs.length > 3) {
    tries = tries + 1;
  }
  const primary = retry(pingPrimary, tries);
  const cached = retry(readCache, CACHE_TRIES);
  console.log(describe(cached, 'cache'));
  return primary.value + cached.value;
}

const jobs = ['users', 'orders'];
const latest = syncAll(jobs);
console.log(`combined value ${latest}`);
