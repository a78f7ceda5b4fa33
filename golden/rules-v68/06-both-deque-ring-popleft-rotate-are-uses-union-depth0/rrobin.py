"""Round-robin service over named job queues kept in a dict of lists."""

from collections import deque


def round_robin(queues, quantum):
    ring = deque(sorted(queues))
    served = []
    budget = quantum * len(ring)
    while budget > 0 and ring:
        name = ring[0]
        if not queues[name]:
            ring.popleft()
            continue
        served.append(queues[name].pop(0))
        ring.rotate(-1)
        budget -= 1
    idle = list(ring)
    print("idle", idle, "budget left", budget)
    return served


def backlog(queues):
    sizes = {name: len(jobs) for name, jobs in queues.items()}
    return sizes
