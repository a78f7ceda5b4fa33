// Bounded retries: the task returns true once it has succeeded.

export function retry(attempts, task) {
  for (let n = 1; n <= attempts; n++) {
    const ok = task(n);
    if (ok) {
      return n;
    }
  }
  return 0;
}

export function backoff(n, base) {
  const wait = base * 2 ** (n - 1);
  return Math.min(wait, 5000);
}
