class Detector:
    def __init__(self, name):
        self.name = name
        self.level = 0.0
        self.seen = 0

    def count_seen(self, n):
        self.seen += n
        return self.seen

    def calibrate(self, baseline, margin):
        self.level = baseline + margin
        print("calibrated", self.name)

    def is_spike(self, value):
        return value > self.level

    def describe(self):
        return self.name + " after " + str(self.seen)
