import { weightedSum, spread } from './stats.mjs';

export function summarize(readings, scale) {
  const first = readings[0];
  const last = readings[readings.length - 1];
  const boost = scale * 2;
  const edges = weightedSum(boost, first, last);
  const all = weightedSum(1, ...readings);
  const pair = [first, last];
  const mixed = weightedSum(...pair);
  const range = spread(...readings, scale);
  return { edges, all, mixed, range };
}

export function runReport(batches, factor) {
  const results = [];
  for (const data of batches) {
    results.push(summarize(data, factor));
  }
  return results;
}

const batches = [[3, 5, 8], [1, 2]];
const factor = 2;
console.log(runReport(batches, factor));
