import { enqueue, flush, pendingCount, flushedCount } from './queue.mjs';

const urgent = process.argv.includes('--urgent');
const jobs = [{ id: 1, size: 3 }, { id: 2, size: 9 }, { id: 3, size: 1 }];
flush();
for (const job of jobs) {
  if (job.size > 5 && !urgent) {
    continue;
  }
  enqueue(job.id);
}
let sent = [];
if (urgent) {
  sent = flush();
}
const waiting = pendingCount();
enqueue(99);
console.log(sent, waiting, pendingCount(), flushedCount());
