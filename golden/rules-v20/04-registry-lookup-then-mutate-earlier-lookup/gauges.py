"""Gauges go up and down; like counters they have inc and sample."""


class Gauge:
    def __init__(self, name):
        self.name = name
        self.value = 0.0
        self.peak = 0.0

    def inc(self, amount=1.0):
        self.value += amount
        self.peak = max(self.peak, self.value)

    def dec(self, amount=1.0):
        self.value -= amount

    def sample(self):
        return "%s %s (peak %s)" % (self.name, self.value, self.peak)


def gauge_lines(gauges):
    lines = []
    for g in gauges:
        lines.append(g.sample())
    return lines
