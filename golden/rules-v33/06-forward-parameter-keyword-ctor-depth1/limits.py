"""A client-side rate limiter, in the style of a small HTTP client library."""


class Limiter:
    def __init__(self, rate, burst=1, name="default"):
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.name = name
        self.waits = []

    def delay(self, count):
        wait = max(0.0, (count - self.tokens) / self.rate)
        self.waits.append(wait)
        return wait

    def describe(self):
        return "%s: %.2f/s, burst %d" % (self.name, self.rate, self.burst)
