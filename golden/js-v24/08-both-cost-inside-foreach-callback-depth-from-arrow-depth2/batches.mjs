const WEIGHT = { high: 3, normal: 1, low: 0.5 };

export function planLoad(jobs, limit) {
  let load = 0;
  const over = [];
  const ids = [];
  jobs.forEach((job) => {
    const cost = job.size * (WEIGHT[job.priority] ?? 1);
    ids.push(job.id);
    load += cost;
    if (load > limit) {
      over.push(job.id);
    }
  });
  const status = over.length > 0 ? `over by ${load - limit}` : 'fits';
  return { ids, over, status };
}
