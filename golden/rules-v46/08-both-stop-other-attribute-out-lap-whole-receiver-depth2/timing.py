"""A stopwatch with laps, for timing the stages of a job."""


class Stopwatch:
    PRECISION = 3

    def __init__(self, label, clock, budget=None):
        self.label = label
        self.clock = clock
        self.budget = budget
        self.started = clock()
        self.stopped = None
        self.laps = []

    def lap(self):
        now = self.clock()
        self.laps.append(now - self.started)
        return now

    def stop(self):
        self.stopped = self.clock()
        self.laps.append(self.stopped - self.started)
        elapsed = self.stopped - self.started
        if self.budget is not None and elapsed > self.budget:
            print("%s over budget by %.2fs" % (self.label, elapsed - self.budget))
        return round(elapsed, self.PRECISION)
