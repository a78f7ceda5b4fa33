"""Caches layered by inheritance, in the style of cachetools."""


class Cache:
    def __init__(self, maxsize):
        self.maxsize = maxsize
        self.data = {}

    def full(self):
        return len(self.data) >= self.maxsize

    def put(self, key, value):
        if self.full():
            self.data.pop(next(iter(self.data)))
        self.data[key] = value

    def free(self):
        return self.maxsize - len(self.data)


class TTLCache(Cache):
    def __init__(self, maxsize, ttl):
        super().__init__(maxsize)
        self.ttl = ttl


class NamespacedCache(TTLCache):
    def __init__(self, namespace, maxsize, ttl=300):
        super().__init__(maxsize * 2, ttl)
        self.namespace = namespace

    def put(self, key, value):
        super().put(self.namespace + ":" + key, value)


class SessionCache(TTLCache):
    def __init__(self, maxsize):
        super().__init__(maxsize, ttl=1800)
        self.sessions = 0
