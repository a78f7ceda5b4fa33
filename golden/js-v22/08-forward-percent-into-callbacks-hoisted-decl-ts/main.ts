import { runCli, copyWithLog } from './reporters.js';
import type { Job } from './progress.js';

// Copy the jobs once per reporter and collect what they print.
function report(jobs: Job[]): string[] {
  const head = runCli(jobs);
  const lines: string[] = [];
  const worst = copyWithLog(jobs, lines);
  return [head, ...lines, `worst step ${worst}%`];
}

const JOBS = [
  { name: 'a.iso', bytes: 600 },
  { name: 'b.txt', bytes: 100 },
  { name: 'c.bin', bytes: 300 },
];

console.log(report(JOBS).join('\n'));
