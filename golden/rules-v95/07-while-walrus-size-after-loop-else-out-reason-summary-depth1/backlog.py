"""Trim a backlog of batch jobs until it fits a time budget."""


def trim(jobs, budget, reason, keep_urgent=True):
    size = 0
    dropped = []
    while (size := sum(cost for _, cost in jobs)) > budget:
        name, cost = jobs.pop()
        if keep_urgent and name.startswith("!"):
            jobs.insert(0, (name, cost))
            break
        dropped.append(f"{name} ({reason})")
    else:
        dropped.sort()
    spare = budget - size
    return dropped, spare
