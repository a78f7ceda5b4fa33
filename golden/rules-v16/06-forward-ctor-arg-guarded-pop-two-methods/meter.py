"""Moving averages over a sliding window of samples."""


class MovingAverage:
    def __init__(self, window, label):
        self.window = window
        self.label = label
        self.samples = []

    def add(self, value):
        sample = float(value)
        self.samples.append(sample)
        if len(self.samples) > self.window:
            self.samples.pop(0)

    def mean(self):
        if not self.samples:
            return 0.0
        total = sum(self.samples)
        return total / len(self.samples)

    def name(self):
        return self.label.title()
