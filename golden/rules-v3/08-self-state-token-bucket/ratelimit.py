"""Token-bucket rate limiting for the outbound mailer."""
import time


class TokenBucket:
    def __init__(self, rate, capacity, clock=time.monotonic):
        self.rate = rate
        self.capacity = capacity
        self.clock = clock
        self.tokens = capacity
        self.updated = clock()
        self.denied = 0

    def _refill(self):
        now = self.clock()
        elapsed = now - self.updated
        self.tokens = min(self.capacity, self.tokens + elapsed * self.rate)
        self.updated = now

    def try_take(self, n=1):
        self._refill()
        if self.tokens < n:
            self.denied += 1
            return False
        self.tokens -= n
        return True

    def refund(self, n=1):
        self.tokens = min(self.capacity, self.tokens + n)

    def available(self):
        return int(self.tokens)

    def stats(self):
        return {"denied": self.denied, "capacity": self.capacity}
