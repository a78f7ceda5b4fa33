import { planLoad } from './batches.mjs';

const MAX_JOBS = 4;
const QUEUE = [
  { id: 'a', size: 2, priority: 'high' },
  { id: 'b', size: 3, priority: 'low' },
  { id: 'c', size: 1, priority: 'urgent' },
  { id: 'd', size: 4, priority: 'normal' },
  { id: 'e', size: 9, priority: 'high' },
];

export function dispatch(queue, capacity) {
  const pending = queue.slice(0, MAX_JOBS);
  const margin = capacity * 0.9;
  const plan = planLoad(pending, margin);
  if (plan.status !== 'fits') {
    console.warn(`queue ${plan.status}`);
  }
  return plan.ids.length;
}

console.log(dispatch(QUEUE, 10));
