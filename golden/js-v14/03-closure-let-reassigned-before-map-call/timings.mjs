import { UNITS, DEFAULT_UNIT, pickUnit, round } from './units.mjs';

export function renderTimings(samples, { precise = false, scale = true } = {}) {
  let unit = DEFAULT_UNIT;
  let digits = 0;
  const show = (ms) => {
    const value = round(ms / UNITS[unit], digits);
    return `${value}${unit}`;
  };
  const raw = samples.map(show);
  const peak = Math.max(...samples);
  if (scale) {
    unit = pickUnit(peak);
  }
  if (precise) {
    digits = 2;
  }
  const scaled = samples.map(show);
  unit = DEFAULT_UNIT;
  digits = 0;
  const peakLabel = show(peak);
  return { raw, scaled, peakLabel };
}

export function timingRow(name, samples) {
  const view = renderTimings(samples, { precise: samples.length < 4 });
  return `${name.padEnd(8)}${view.scaled.join(' ')}  (peak ${view.peakLabel}, raw ${view.raw[0]})`;
}

console.log(timingRow('db', [850, 2400, 3100]));
console.log(timingRow('cache', [4, 9, 12, 30, 7]));
