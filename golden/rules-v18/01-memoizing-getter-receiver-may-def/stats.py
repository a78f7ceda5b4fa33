"""Sample series whose mean is computed on first use and then cached."""


def rounded(value, places):
    return round(value, places)


class Series:
    def __init__(self, values):
        self.values = list(values)
        self._mean = None

    def add(self, value):
        self.values.append(value)
        self._mean = None

    def mean(self):
        if self._mean is None:
            self._mean = self._compute()
        return self._mean

    def _compute(self):
        print("computing the mean of", len(self.values), "samples")
        total = sum(self.values)
        return rounded(total / len(self.values), 2)

    def describe(self):
        return "%d samples" % len(self.values)
