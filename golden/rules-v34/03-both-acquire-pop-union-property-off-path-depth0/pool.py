"""A connection pool that hands out idle connections before opening new ones."""


class ConnectionPool:
    max_size = 10

    def __init__(self, size=None):
        self.size = size or ConnectionPool.max_size
        self.idle = []
        self.busy = {}
        self.created = 0
        self.waits = 0
        self.peak = 0
        self.history = []

    @property
    def in_use(self):
        return len(self.busy)

    def acquire(self, key, factory, now):
        if self.idle:
            conn = self.idle.pop()
            reused = True
        elif self.created < self.size:
            conn = factory(key)
            self.created += 1
            reused = False
        else:
            self.waits += 1
            return None
        self.busy[key] = conn
        if len(self.busy) > self.peak:
            self.peak = len(self.busy)
        self.history.append((now, key, reused, len(self.idle)))
        return conn

    def release(self, key):
        conn = self.busy.pop(key)
        self.idle.append(conn)
        return len(self.idle)
