export const SCALE = { us: 0.001, ms: 1, s: 1000 };
const ALIASES = { sec: 's', msec: 'ms', usec: 'us' };

function factorFor(unit) {
  const name = ALIASES[unit] ?? unit;
  const factor = SCALE[name];
  if (factor === undefined) {
    return 1;
  }
  return factor;
}

export function toMillis(value, unit) {
  const n = Number(value);
  return n * factorFor(unit ?? 'ms');
}

export function describeUnit(unit) {
  return `${unit} (${factorFor(unit)} ms)`;
}
