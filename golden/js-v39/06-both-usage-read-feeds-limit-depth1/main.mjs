import { consume, usage, setLimit, remaining, resetUsage } from './quota.mjs';

// Charge two jobs, then cap the quota at twice what the first job used.
const jobs = [
  { name: 'index', cost: 3 },
  { name: 'backup', cost: 4 },
];

function fmt(label, n) {
  return `${label}=${n}`;
}

consume(jobs[0].cost);
const seen = usage();
consume(jobs[1].cost);
setLimit(seen * 2);
const left = remaining();
resetUsage();
const later = remaining();
const summary = [fmt('seen', seen), fmt('left', left), fmt('later', later)];
console.log(summary.join(' '));
console.log(`jobs run: ${jobs.length}`);
