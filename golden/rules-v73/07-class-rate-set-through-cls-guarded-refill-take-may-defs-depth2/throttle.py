"""A token-bucket throttle whose refill rate is a class-wide setting."""

RATE = 100


def elapsed(since, now):
    return max(now - since, 0.0)


class Throttle:
    RATE = 1
    BURST = 8

    def __init__(self):
        self.tokens = 0.0
        self.stamp = 0.0

    @classmethod
    def configure(cls, rate):
        cls.RATE = rate

    def start(self, now):
        self.stamp = now
        self.tokens = self.BURST

    def refill(self, now):
        gained = elapsed(self.stamp, now) * self.RATE
        self.tokens = min(self.tokens + gained, self.BURST)
        self.stamp = now

    def take(self, cost):
        if cost > self.tokens:
            return False
        self.tokens -= cost
        return True

    def level(self):
        return "%.1f tokens at %.1f" % (self.tokens, self.stamp)
