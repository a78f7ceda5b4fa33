export function readBatch(queue, opts) {
  const limit = opts?.limit ?? 10;
  const taken = [];
  let skipped = 0;
  const label = opts?.name ?? 'batch';
  while (queue.length > 0) {
    if (taken.length >= limit) {
      break;
    }
    const job = queue.shift();
    if (!job.ready) {
      skipped += 1;
      continue;
    }
    taken.push(job.id);
  }
  console.log(label, 'left:', queue);
  return { taken, skipped };
}

export function runBatch(queue, opts) {
  const started = Date.now();
  const name = opts?.name ?? 'run';
  const { taken, skipped } = readBatch(queue, opts);
  if (skipped > 0) {
    console.warn(`${name}: ${skipped} not ready`);
  }
  const ms = Date.now() - started;
  return `${name} took ${taken.length} in ${ms >= 0 ? 'time' : '?'}`;
}
