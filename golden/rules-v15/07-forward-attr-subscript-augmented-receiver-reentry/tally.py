"""Weighted vote tallies."""


def ranked(counts):
    order = sorted(counts, key=counts.get, reverse=True)
    return order


class Tally:
    def __init__(self, options):
        self.counts = {}
        self.opened = len(options)
        for option in options:
            self.counts[option] = 0

    def record(self, option, weight):
        if option not in self.counts:
            self.counts[option] = 0
        self.counts[option] += weight

    def winner(self):
        order = ranked(self.counts)
        return order[0]
