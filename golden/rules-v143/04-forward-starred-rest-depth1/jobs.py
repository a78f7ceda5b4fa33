"""Job scheduling with a head job and a backlog."""


def schedule(jobs, offset):
    ordered = sorted(jobs)
    first, *rest = ordered
    start = first + offset
    queue = []
    for job in rest:
        queue.append(job + start)
    backlog = len(rest)
    return queue, backlog


def render(queue):
    parts = []
    for i, item in enumerate(queue):
        parts.append("%d:%d" % (i, item))
    return " ".join(parts)


def head(jobs):
    first, *_ = sorted(jobs)
    return first
