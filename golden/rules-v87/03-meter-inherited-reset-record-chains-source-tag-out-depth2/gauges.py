"""Gauges that keep a current value and the peak seen since the last reset."""


class Gauge:
    def reset(self):
        print("reset", type(self).__name__)
        self._zero()

    def _zero(self):
        self.value = 0
        self.peak = 0

    def record(self, value, source):
        print(source, "->", value)
        self.value = value
        self._track()

    def _track(self):
        if self.value > self.peak:
            self.peak = self.value

    def describe(self):
        return f"{self.value} (peak {self.peak})"


class Meter(Gauge):
    def tick(self, step, source):
        total = self.value + step
        if total < 0:
            total = 0
        self.record(total, source)

    def rate(self, seconds):
        return self.value / seconds
