// A job queue kept as module state.
let pending = [];
let flushed = 0;

export function enqueue(id) {
  pending.push(id);
}

export function flush() {
  const batch = pending;
  pending = [];
  flushed += batch.length;
  return batch;
}

export function pendingCount() {
  return pending.length;
}

export function flushedCount() {
  return flushed;
}
