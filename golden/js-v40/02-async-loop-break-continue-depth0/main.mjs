import { runBatch } from './batch.mjs';
import { describeJob, plannedCost } from './jobs.mjs';
const JOBS = [
  { name: 'compile', kind: 'build' },
  { name: 'unit', kind: 'test' },
  { name: 'lint', kind: 'test', disabled: true },
  { name: 'smoke', kind: 'flaky' },
  { name: 'ship', kind: 'deploy' },
  { name: 'notify', kind: 'test' },
];

const report = await runBatch(JOBS, 10);
console.log(JSON.stringify(report));

const planned = plannedCost(JOBS);
console.log(`planned ${planned}, spent ${report.spent}`);
for (const job of JOBS) {
  console.log(`  ${describeJob(job)}`);
}
console.log(`${JOBS.length - report.done} jobs not completed`);
