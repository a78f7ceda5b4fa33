import { spread, mean } from './metrics.mjs';

export function summarize(name, readings) {
  const [first, ...others] = readings;
  const average = mean(first, ...others);
  const heading = `${name} (avg ${average.toFixed(1)})`;
  const range = spread(heading, ...others);
  return `${heading}: first=${first} range=${range}`;
}

export function compare(tag, values, extra) {
  const label = tag.toUpperCase();
  const args = [label, ...values];
  const gap = spread(...args);
  const widest = spread(label, 0, ...extra);
  return gap < widest ? `${label} narrow` : `${label} wide`;
}
