import { planRun } from './queue.mjs';

const RAW = 'build:5 lint:2:pin deploy:9:blocked docs:0 audit:9 bench:3';

function loadTasks(raw) {
  const tasks = [];
  for (const part of raw.split(' ')) {
    const [id, prio, flag] = part.split(':');
    tasks.push({ id, prio: Number(prio), blocked: flag === 'blocked', pinned: flag === 'pin' });
  }
  return tasks;
}

function runQueue(tasks, opts) {
  const label = opts.name.toUpperCase();
  const plan = planRun(tasks, opts.limit);
  return `${label}: ${plan.order}`;
}

const tasks = loadTasks(RAW);
const opts = { name: 'nightly', limit: 3 };
console.log(runQueue(tasks, opts));
