"""Histogram bins for sensor readings."""


def floor_to(value, width):
    return value - value % width


class Binner:
    def __init__(self, width):
        self.width = width

    @staticmethod
    def snap(value, label, width):
        print("binning", label)
        return floor_to(value, width)

    def key_for(self, reading, tag):
        key = self.snap(reading, tag, self.width)
        return key
