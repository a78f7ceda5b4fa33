"""A value band whose span clamps both ends through one helper."""


class Band:
    def __init__(self, low, high, floor, ceil):
        self.low = low
        self.high = high
        self.floor = floor
        self.ceil = ceil

    def _clamp(self, v):
        if v < self.floor:
            return self.floor
        return min(v, self.ceil)

    def span(self):
        lo = self._clamp(self.low)
        hi = self._clamp(self.high)
        width = hi - lo
        return width

    def middle(self):
        return (self.low + self.high) / 2
