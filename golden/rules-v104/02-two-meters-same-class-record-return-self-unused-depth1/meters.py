"""Meters that accumulate readings in their own unit."""

SCALES = {"kW": 1000, "W": 1, "L": 1}


class Meter:
    def __init__(self, unit):
        self.scale = SCALES[unit]
        self.total = 0
        self.readings = []

    def record(self, value):
        self.readings.append(value)
        self.total += value
        return self

    def average(self):
        if not self.readings:
            return 0
        return self.total * self.scale / len(self.readings)
