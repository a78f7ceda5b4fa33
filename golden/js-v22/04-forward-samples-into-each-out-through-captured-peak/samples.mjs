// Hand each present metric sample to a callback, skipping gaps.

export function eachSample(samples, fn) {
  let seen = 0;
  for (const s of samples) {
    if (s.value === null) {
      continue;
    }
    fn(s.name, s.value);
    seen += 1;
  }
  return seen;
}

export function countGaps(samples) {
  let gaps = 0;
  for (const s of samples) {
    if (s.value === null) {
      gaps += 1;
    }
  }
  return gaps;
}
