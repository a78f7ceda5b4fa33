// Numeric ranges given as a start and an end, optionally reversed.

export function clampRange(start, end, { flip = false, pad = 0 } = {}) {
  let lo = start - pad;
  let hi = end + pad;
  if (flip) {
    [lo, hi] = [hi, lo];
  }
  const width = hi - lo;
  const mid = lo + width / 2;
  console.log(`width ${width}`);
  return { lo, mid };
}

export function overlap(a, b) {
  const [aLo, aHi] = a;
  const [bLo, bHi] = b;
  const from = Math.max(aLo, bLo);
  const to = Math.min(aHi, bHi);
  return to > from ? to - from : 0;
}
