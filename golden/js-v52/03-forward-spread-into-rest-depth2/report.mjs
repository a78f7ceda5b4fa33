import { summarize, spread } from './stats.mjs';

export function report(readings, title) {
  const scaled = readings.map((r) => r * 2);
  const head = title.toUpperCase();
  const line = summarize(head, ...scaled);
  const plain = summarize('raw', ...readings);
  const width = spread(...readings);
  console.log(line);
  console.log(`width ${width}`);
  return plain;
}

export function quick(values) {
  const text = summarize('quick', ...values);
  console.log(text);
  return values.length;
}

const sample = [3, 5, 10];
const result = report(sample, 'temps');
console.log(result);
console.log(quick([1, 2]));
console.log(quick([]));
