import { runBatch } from './batch.mjs';

const queue = [
  { id: 'a', ready: true },
  { id: 'b', ready: false },
  { id: 'c', ready: true },
  { id: 'd', ready: true },
];
const summary = runBatch(queue, { limit: 2, name: 'nightly' });
console.log(summary, queue.length);
