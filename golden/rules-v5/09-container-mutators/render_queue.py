"""Batch planning for the thumbnail render queue."""

MAX_RETRIES = 2


def plan_batch(pending, failed, done, limit=8):
    queue = list(pending)
    queue.extend(sorted(failed))
    seen = set(done)
    attempts = dict(failed)
    for job in [j for j in queue if j.endswith("!")]:
        queue.remove(job)
        queue.insert(0, job)
    batch: list[str] = []
    skipped = []
    while queue and len(batch) < limit:
        job = queue.pop(0)
        if job in seen:
            continue
        if attempts.get(job, 0) > MAX_RETRIES:
            skipped.append(job)
            continue
        seen.add(job)
        batch.append(job)
    backlog = queue.copy()
    backlog.sort()
    first_left = queue.index(backlog[0]) if backlog else None
    if batch:
        attempts.pop(batch[0], None)
    report = f"{len(batch)} planned, {len(skipped)} skipped, {len(queue)} left"
    return batch, report, first_left


def next_batch(state):
    batch, report, _ = plan_batch(state["pending"], state["failed"], state["done"])
    state["log"].append(report)
    return batch
