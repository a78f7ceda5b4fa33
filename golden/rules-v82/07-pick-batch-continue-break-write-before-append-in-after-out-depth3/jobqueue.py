"""A job queue: jobs are built from specs, then a batch is picked by priority."""
from operator import attrgetter


def weight(spec):
    return int(spec.get("weight", 1))


class Job:
    def __init__(self, name, spec):
        self.name = name
        self.priority = weight(spec)
        self.state = "queued"
        self.tries = 0


def pick(jobs, size):
    batch = []
    skipped = 0
    for job in sorted(jobs, key=attrgetter("priority"), reverse=True):
        if job.state != "queued" or job.priority < 1:
            skipped += 1
            continue
        job.tries += 1
        batch.append(job)
        job.state = "running"
        if len(batch) == size:
            break
    return batch
