"""A bounded cache with hit statistics, the bookkeeping of functools.lru_cache by hand."""


def oldest(keys):
    return next(iter(keys))


class BoundedCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = {}
        self.hits = 0
        self.misses = 0

    def get(self, key):
        if key in self.data:
            self.hits += 1
            return self.data[key]
        self.misses += 1
        return None

    def put(self, key, value):
        if len(self.data) >= self.capacity:
            self.data.pop(oldest(self.data))
        self.data[key] = value

    def hit_ratio(self):
        total = self.hits + self.misses
        if total == 0:
            return 0.0
        return self.hits / total

    def describe(self):
        return "%d/%d entries" % (len(self.data), self.capacity)
