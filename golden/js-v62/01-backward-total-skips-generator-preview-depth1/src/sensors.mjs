// Sensor calibration: a generator streams previews, a plain loop totals readings.
export const FACTOR = 1.5;
const OFFSET = 4;

// Reads its parameter and two outer consts; drift is computed but never yielded.
export function* calibrated(sensors) {
  for (const s of sensors) {
    const drift = s.base - OFFSET;
    const value = s.base * FACTOR;
    yield `${s.id}:${value}`;
  }
}

// Builds one sensor record per id.
export function makeSensors(ids) {
  const list = [];
  for (const id of ids) {
    list.push({ id, base: id.length * 10 });
  }
  return list;
}
