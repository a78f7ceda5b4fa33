import { firstOver, average } from './scan.mjs';

export function inspect(series, opts) {
  const limit = opts.limit ?? 100;
  const report = [];
  let alerts = 0;
  for (const s of series) {
    const mean = average(s.points);
    const at = firstOver(s.points, limit);
    if (at < 0) {
      report.push(`${s.name}: ok (mean ${mean})`);
    } else {
      alerts++;
      report.push(`${s.name}: over at ${at}`);
    }
  }
  return { alerts, report };
}

export function quickCheck(points) {
  const spike = firstOver(points, 10);
  return spike >= 0;
}

const SERIES = [
  { name: 'cpu', points: [40, 80, 120, 90] },
  { name: 'mem', points: [60, 70, 65] },
];
const result = inspect(SERIES, { limit: 100 });
console.log(result.report.join('\n'));
console.log(`${result.alerts} alert(s); quick ${quickCheck([3, 12])}`);
