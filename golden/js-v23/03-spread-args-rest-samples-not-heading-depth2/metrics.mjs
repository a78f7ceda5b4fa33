export const EMPTY_RANGE = 0;

export function spread(label, ...samples) {
  if (samples.length === 0) {
    return EMPTY_RANGE;
  }
  let lowest = Infinity;
  let highest = -Infinity;
  for (const s of samples) {
    lowest = Math.min(lowest, s);
    highest = Math.max(highest, s);
  }
  console.log(`${label}: ${samples.length} samples`);
  return highest - lowest;
}

export function mean(...values) {
  let total = 0;
  for (const v of values) {
    total += v;
  }
  return values.length ? total / values.length : 0;
}
