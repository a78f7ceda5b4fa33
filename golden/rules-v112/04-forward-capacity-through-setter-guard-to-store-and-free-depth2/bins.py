"""Storage bins whose capacity can be changed while goods are stored."""


class Bin:
    def __init__(self, code, capacity):
        self.code = code
        self._capacity = capacity
        self._used = 0
        self.previous = capacity

    @property
    def capacity(self):
        return self._capacity

    @capacity.setter
    def capacity(self, value):
        old = self._capacity
        if value < self._used:
            raise ValueError(f"{self.code}: {value} is below {self._used} in use")
        self._capacity = value
        self.previous = old

    @property
    def free(self):
        return self._capacity - self._used

    @property
    def used(self):
        return self._used

    def store(self, units):
        if units > self.free:
            units = self.free
        self._used += units
        return units
