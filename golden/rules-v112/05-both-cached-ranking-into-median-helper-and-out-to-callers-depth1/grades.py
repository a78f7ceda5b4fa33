"""Course grades: a cached ranking, and a median computed through a helper."""
import functools


class Grades:
    def __init__(self, student, scores):
        self.student = student
        self.scores = list(scores)

    @functools.cached_property
    def ranked(self):
        return sorted(self.scores)

    def _middle(self, values, empty=0.0):
        n = len(values)
        if n == 0:
            return empty
        mid = n // 2
        if n % 2:
            return float(values[mid])
        return (values[mid - 1] + values[mid]) / 2

    @property
    def median(self):
        values = self.ranked
        return self._middle(values)

    @property
    def best(self):
        return max(self.scores, default=0)

    @property
    def passed(self):
        return self.median >= 50
