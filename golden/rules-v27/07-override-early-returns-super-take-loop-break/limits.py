"""Token buckets for rate limiting, in the shape of a per-client throttle."""

RATE = 5.0
MAX_STRIKES = 2


class Bucket:
    def __init__(self, rate=RATE, capacity=10):
        self.rate = rate
        self.capacity = capacity
        self.tokens = capacity

    def refill(self, elapsed):
        self.tokens = min(self.capacity, self.tokens + elapsed * self.rate)

    def take(self, cost):
        if cost > self.tokens:
            return False
        self.tokens -= cost
        return True

    def level(self):
        return self.tokens / self.capacity


class ClientBucket(Bucket):
    rate = 1.0

    def __init__(self, burst, strikes=MAX_STRIKES):
        super().__init__(capacity=burst * 2)
        self.strikes = strikes

    def take(self, cost):
        if self.strikes <= 0:
            return False
        allowed = super().take(cost)
        if not allowed:
            self.strikes -= 1
        return allowed
