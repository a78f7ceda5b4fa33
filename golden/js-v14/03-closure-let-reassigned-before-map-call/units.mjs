export const UNITS = { ms: 1, s: 1000, min: 60000 };
export const DEFAULT_UNIT = 'ms';
const THRESHOLDS = [['min', 120000], ['s', 2000]];

export function pickUnit(peak) {
  for (const [unit, limit] of THRESHOLDS) {
    if (peak >= limit) {
      return unit;
    }
  }
  return DEFAULT_UNIT;
}

export function round(value, digits) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
