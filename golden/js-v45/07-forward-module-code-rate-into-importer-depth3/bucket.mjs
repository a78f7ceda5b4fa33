// Token buckets: plain records, changed in place by take().
export function makeBucket(rate) {
  return { tokens: rate, rate, taken: 0 };
}

export function take(b, n) {
  if (b.tokens < n) {
    return false;
  }
  b.tokens -= n;
  b.taken += n;
  return true;
}

export function report(b) {
  return `${b.taken} taken, ${b.tokens} left of ${b.rate}`;
}

export function refill(b) {
  b.tokens = b.rate;
  return b;
}
