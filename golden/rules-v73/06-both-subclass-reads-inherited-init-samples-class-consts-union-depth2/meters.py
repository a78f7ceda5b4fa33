"""Latency meters that keep their samples in memory."""

SCALE = 1


class Meter:
    UNIT = "ms"
    SCALE = 1000

    def __init__(self, samples, limit):
        self.samples = [value for value in samples if value < limit]

    def mean(self):
        return sum(self.samples) / len(self.samples) * self.SCALE

    def count(self):
        return len(self.samples)
