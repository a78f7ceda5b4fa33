"""Decide how many jobs each queue may start now."""
from pool import Pool

LIMIT = 1000
BURST = 10


class Queue:
    LIMIT = 500
    BURST = 50

    def __init__(self, name, jobs):
        self.name = name
        self.jobs = jobs


def admit(name, wanted, busy):
    queue = Queue(name, wanted)
    pool = Pool.sized(name, wanted)
    print(pool.label(), queue.jobs, Queue.BURST)
    free = pool.spare(busy)
    room = min(free, Pool.LIMIT - busy, LIMIT)
    return room


if __name__ == "__main__":
    print(admit("mail", 20, 3))
    print(admit("thumbs", 2, 1))
