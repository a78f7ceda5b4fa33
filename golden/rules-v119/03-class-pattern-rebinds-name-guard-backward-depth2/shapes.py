"""Shapes placed on a layout grid."""

GRID = 4


def snap(value):
    return (value + GRID - 1) // GRID * GRID


class Box:
    def __init__(self, x, y, w, h):
        self.x = x
        self.y = y
        self.w = w
        self.h = h

    def right(self):
        return snap(self.x + self.w)

    def area(self):
        return self.w * self.h
