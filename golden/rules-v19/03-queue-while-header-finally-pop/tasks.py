"""A process-wide work queue, filled by submit() and drained one step at a time, as sched does."""

QUEUE = []
DONE = []


def weight(cost, factor):
    return round(cost * factor, 2)


def submit(name, cost):
    QUEUE.append((name, cost))


def step(factor):
    name, cost = QUEUE[0]
    try:
        return weight(cost, factor)
    finally:
        QUEUE.pop(0)
        DONE.append(name)


def pending():
    return len(QUEUE)
