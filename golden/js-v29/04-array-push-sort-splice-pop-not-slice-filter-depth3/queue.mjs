export function planRun(tasks, limit) {
  const queue = [];
  const skipped = [];
  const seen = [];
  for (const t of tasks) {
    seen.push(t.id);
    if (t.blocked) {
      skipped.push(t.id);
    } else {
      queue.push({ id: t.id, prio: t.prio, pinned: t.pinned });
    }
  }
  queue.sort((a, b) => b.prio - a.prio);
  const dropped = queue.splice(limit);
  const head = queue.slice(0, 2);
  const idle = queue.filter((q) => q.prio < 1);
  if (dropped.some((d) => d.pinned)) {
    queue.pop();
    queue.push(dropped.find((d) => d.pinned));
  }
  const order = queue.map((q) => q.id).join(',');
  return { order, head, idle, skipped, seen };
}
