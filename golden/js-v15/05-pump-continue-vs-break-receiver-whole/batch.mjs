import { Scheduler } from './scheduler.mjs';

export function runBatch(tasks, slots) {
  const sched = new Scheduler(slots);
  for (const task of tasks) {
    sched.enqueue({ ...task, attempts: 0 });
  }
  const started = sched.pump();
  console.log(sched.report());
  return started;
}

const tasks = [
  { id: 'build', cancelled: false },
  { id: 'lint', cancelled: true },
  { id: 'test', cancelled: false },
  { id: 'deploy', cancelled: false },
];
console.log(`started ${runBatch(tasks, 2)}`);
console.log(`started ${runBatch(tasks, 5)}`);
