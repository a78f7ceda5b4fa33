"""Counters for a log scan; the scanner adds fields of its own to them."""


class Tally:
    def __init__(self):
        self.seen = self.errors = 0

    def rate(self):
        if not self.seen:
            return 0.0
        return self.errors / self.seen


def fmt_tally(name, tally):
    return "%s: %d errors in %d lines" % (name, tally.errors, tally.seen)


def merge(a, b):
    total = Tally()
    total.seen = a.seen + b.seen
    total.errors = a.errors + b.errors
    return total
