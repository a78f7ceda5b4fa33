"""Context managers that count and time named sections of a job."""
import time


class Section:
    """Counts how often a named section is entered and times it."""

    def __init__(self, counts, name):
        self.name = name
        self.started = time.monotonic()
        self.closed = False
        counts[name] = counts.get(name, 0) + 1

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        self.closed = True
        self.seconds = time.monotonic() - self.started
        return False

    def mark(self, steps):
        self.steps = steps

    def describe(self):
        state = "closed" if self.closed else "open"
        return "%s (%s)" % (self.name, state)
