"""Named counters and the factory that makes them."""


class Counter:
    def __init__(self, name, start):
        self.name = name
        self.value = start
        self.hits = 0

    def bump(self, step=1):
        self.value += step
        self.hits += 1

    def show(self):
        return "%s=%d (%d hits)" % (self.name, self.value, self.hits)


def make_counter(name, floor):
    start = max(floor, 0)
    label = name.strip().lower()
    return Counter(label, start)
