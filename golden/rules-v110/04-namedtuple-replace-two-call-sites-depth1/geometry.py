"""Immutable points and boxes built on collections.namedtuple."""
from collections import namedtuple

Point = namedtuple("Point", ["x", "y"])
Box = namedtuple("Box", ["origin", "width", "height"])

TRACE = []


def shift(p, dx, dy, reason):
    TRACE.append(reason)
    moved = p._replace(x=p.x + dx)
    if dy:
        moved = moved._replace(y=moved.y + dy)
    return moved


def grow(box, pad):
    corner = shift(box.origin, -pad, -pad, "grow")
    width = box.width + 2 * pad
    return box._replace(origin=corner, width=width, height=box.height + 2 * pad)


def area(box):
    return box.width * box.height
