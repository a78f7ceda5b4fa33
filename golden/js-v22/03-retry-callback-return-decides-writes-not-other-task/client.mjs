import { retry, backoff } from './retry.mjs';

export function connect(host, maxTries, failFirst) {
  const waits = [];
  let lastError = 'none';
  const used = retry(maxTries, (attempt) => {
    waits.push(backoff(attempt, 100));
    if (attempt <= failFirst) {
      lastError = `${host}: timeout on attempt ${attempt}`;
      return false;
    }
    return true;
  });
  const status = used > 0 ? 'up' : 'down';
  const waited = waits.reduce((a, b) => a + b, 0);
  return { status, waited, lastError };
}

export function warmUp(cache, keys) {
  let loaded = 0;
  retry(2, (round) => {
    loaded += keys.length * round;
    return loaded > keys.length;
  });
  cache.loaded = loaded;
  return cache;
}

export function probeAll(hosts, maxTries) {
  const report = [];
  for (const [i, host] of hosts.entries()) {
    const res = connect(host, maxTries, i + 1);
    report.push(`${host} ${res.status} ${res.lastError} (${res.waited} ms)`);
  }
  return report;
}

console.log(probeAll(['db.local', 'cache.local', 'queue.local'], 2).join('\n'));
console.log(warmUp({}, ['a', 'b', 'c']));
