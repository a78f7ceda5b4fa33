// Sensor readings: calibration offsets and unit conversion.
import { roundTenth } from './format.mjs';

const toCelsius = (f) => ((f - 32) * 5) / 9;

export function normalize(reading, offsets) {
  const offset = offsets[reading.sensor] ?? 0;
  const corrected = reading.value + offset;
  const scaled = reading.unit === 'F' ? toCelsius(corrected) : corrected;
  return roundTenth(scaled);
}

export function describe(reading) {
  const where = `${reading.sensor}@${reading.site}`;
  return `${where} (${reading.unit})`;
}
