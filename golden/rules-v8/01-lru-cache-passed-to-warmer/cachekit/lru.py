"""A least-recently-used mapping, in the spirit of functools.lru_cache's bookkeeping."""


class LRUCache:
    def __init__(self, capacity=128):
        self.capacity = capacity
        self.data = {}
        self.order = []
        self.hits = 0

    def _touch(self, key):
        if key in self.order:
            self.order.remove(key)
        self.order.append(key)

    def _evict(self):
        while len(self.order) > self.capacity:
            oldest = self.order.pop(0)
            self.data.pop(oldest)

    def put(self, key, value):
        self.data[key] = value
        self._touch(key)
        self._evict()

    def peek(self, key):
        return self.data.get(key)

    def get(self, key, default=None):
        if key not in self.data:
            return default
        self.hits += 1
        self._touch(key)
        return self.data[key]

    def describe(self):
        return "%d/%d entries, %d hits" % (len(self.data), self.capacity, self.hits)
