"""Latency statistics for the health dashboard."""


class LatencyTracker:
    def __init__(self, name, window=100):
        self.name = name
        self.window = window
        self.samples = []
        self.peak = 0.0

    def label(self):
        return f"{self.name} (last {self.window} probes)"

    def _update_peak(self, value):
        if value > self.peak:
            self.peak = value

    def record(self, value):
        self.samples.append(value)
        if len(self.samples) > self.window:
            self.samples.pop(0)
        self._update_peak(value)

    def p95(self):
        ordered = sorted(self.samples)
        return ordered[int(len(ordered) * 0.95) - 1] if ordered else 0.0
