import { drain } from './queue.mjs';

const jobs = [{ kind: 'build', cost: 4 }, { kind: 'noop', cost: 0 }, { kind: 'test', cost: 5 }];
const backlog = [{ kind: 'deploy', cost: 9 }];
const budget = Number(process.argv[2] ?? 8);
const used = drain(jobs, budget);
console.log(`used ${used}, left ${jobs.length}`);
const later = drain(backlog, 20);
console.log(`later ${later}`);
