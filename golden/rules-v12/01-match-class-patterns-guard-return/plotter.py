"""Ink budget of a plot job."""
from geometry import Circle, Rect, ink


def budget(specs, strict=False):
    total = 0.0
    for spec in specs:
        if spec[0] == "circle":
            shape = Circle(spec[1])
        elif spec[0] == "rect":
            shape = Rect(spec[1], spec[2])
        else:
            shape = spec[1]
        needed, _kind = ink(shape, strict)
        total += needed
    return total
