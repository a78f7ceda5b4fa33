"""A sliding-window rate limiter."""

PERIODS = {"s": 1, "m": 60, "h": 3600}


class Window:
    def __init__(self, size, limit):
        self._reset()
        self.size = size
        self.limit = limit

    @classmethod
    def from_spec(cls, spec, fallback):
        count, _, per = spec.partition("/")
        if not count.isdigit():
            print("bad rate limit spec:", spec)
            return cls(60, fallback)
        seconds = PERIODS.get(per, 60)
        return cls(seconds, int(count))

    def _reset(self):
        self.hits = []
        self.blocked = 0

    def allow(self, now):
        self.hits = [t for t in self.hits if now - t < self.size]
        if len(self.hits) >= self.limit:
            self.blocked += 1
            return False
        self.hits.append(now)
        return True

    @property
    def per_minute(self):
        return self.limit * 60 / self.size

    @per_minute.setter
    def per_minute(self, value):
        self.limit = max(1, round(value * self.size / 60))
