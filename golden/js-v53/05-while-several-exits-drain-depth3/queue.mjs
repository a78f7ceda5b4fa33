// Runs jobs from the front of a queue until the budget or the queue runs out.
export function drain(queue, budget) {
  let spent = 0;
  let handled = 0;
  let idle = 0;
  while (queue.length > 0) {
    const job = queue.shift();
    if (job.cost > budget - spent) {
      queue.unshift(job);
      break;
    }
    if (job.kind === 'noop') {
      idle++;
      continue;
    }
    if (job.kind === 'halt') {
      return -1;
    }
    spent += job.cost;
    handled++;
  }
  console.log(`handled ${handled}, idle ${idle}`);
  return spent;
}
