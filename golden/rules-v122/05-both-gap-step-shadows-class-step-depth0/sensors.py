"""A probe whose sampling step is a class default until it is calibrated."""


class Probe:
    step = 0.5
    max_samples = 8

    def __init__(self, name, ceiling):
        self.name = name
        self.ceiling = ceiling
        self.history = []

    def calibrate(self, samples):
        if not samples:
            return self.step, Probe.step
        coarse = self.step
        finest = None
        for s in samples:
            if s < 0:
                continue
            if s > self.ceiling:
                break
            gap = abs(s - round(s))
            if finest is None or gap < finest:
                finest = gap
        self.step = finest or coarse
        self.history.append(coarse)
        shared = Probe.step * Probe.max_samples
        span = self.step * Probe.max_samples
        return span, shared

    def __repr__(self):
        return f"Probe({self.name}, step={self.step})"
