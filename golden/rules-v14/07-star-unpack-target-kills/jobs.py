"""Split a job list."""


def split(jobs, urgent):
    rest = []
    head = None
    if urgent:
        jobs = sorted(jobs)
    head, *rest = jobs
    print("next", head)
    pending = len(rest)
    return pending


def dispatch(batch):
    flag = batch["urgent"]
    return split(batch["jobs"], flag)
