"""Weighted backends for a small HTTP load balancer."""


class Backend:
    def __init__(self, address, weight):
        self.address = address
        self.weight = weight
        self.active = 0

    @property
    def label(self):
        return "%s (weight %s)" % (self.address, self.weight)

    def load(self):
        return self.active / self.weight


def least_loaded(pool):
    best = None
    for name in sorted(pool):
        if best is None or pool[name].load() < pool[best].load():
            best = name
    return best
