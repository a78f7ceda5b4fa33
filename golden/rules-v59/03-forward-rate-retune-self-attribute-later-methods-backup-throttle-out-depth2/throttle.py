"""A request throttle that spreads calls to one host out at a fixed rate."""


def clamp(value, low, high):
    return max(low, min(value, high))


class Throttle:
    def __init__(self, host, rate=1.0):
        self.host = host
        self.rate = rate

    def retune(self, rate):
        self.rate = clamp(rate, 0.1, 50.0)

    def delay(self, count):
        return count / self.rate

    def budget(self, seconds, reserve):
        usable = seconds - reserve
        allowed = int(usable * self.rate)
        return clamp(allowed, 1, 1000)

    def label(self):
        return "%s at %.1f/s" % (self.host, self.rate)
