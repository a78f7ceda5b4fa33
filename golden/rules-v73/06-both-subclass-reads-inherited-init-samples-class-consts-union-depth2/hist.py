"""Histograms of request latencies, printed as text bars."""
from meters import Meter

BAR = "#"


class Histogram(Meter):
    BUCKET = 50
    WIDTH = 30

    def buckets(self):
        counts = {}
        for value in self.samples:
            slot = int(value * self.SCALE) // self.BUCKET
            counts[slot] = counts.get(slot, 0) + 1
        return counts


def report(samples, limit):
    hist = Histogram(samples, limit)
    print("mean %.1f %s" % (hist.mean(), hist.UNIT))
    counts = hist.buckets()
    lines = []
    for slot in sorted(counts):
        start = slot * Histogram.BUCKET
        lines.append("%5d %s" % (start, BAR * counts[slot]))
    return lines


if __name__ == "__main__":
    for line in report([0.012, 0.018, 0.061, 0.07, 0.3, 2.5], 1.0):
        print(line)
