import { normalize } from './sensors.mjs';
import { formatLine, publish } from './format.mjs';

export function dailyDigest(day, readings, offsets) {
  let total = 0;
  let peak = -Infinity;
  let count = 0;
  for (const reading of readings) {
    const value = normalize(reading, offsets);
    total += value;
    peak = Math.max(peak, value);
    count += 1;
  }
  if (peak > 38) {
    console.warn(`${day}: heat alert`);
  }
  const mean = total / count;
  const line = formatLine(day, mean);
  return line;
}

const OFFSETS = { roof: -0.5, cellar: 1.2 };
const READINGS = [
  { sensor: 'roof', site: 'north', unit: 'F', value: 99.5 },
  { sensor: 'cellar', site: 'north', unit: 'C', value: 12.3 },
  { sensor: 'roof', site: 'north', unit: 'F', value: 104 },
];
const digest = dailyDigest('2024-06-01', READINGS, OFFSETS);
const sent = publish(digest, 'ops');
console.log(`${sent} chars`);
