"""Lay shapes out in a row and report where each one ends."""
from shapes import Box


def right_edge(shape, margin, gutter):
    x = margin * 2
    print("left padding", x)
    floor = gutter * 2
    match shape:
        case Box(x=x, w=w) if w > floor:
            edge = shape.right()
        case Box(x=x):
            edge = x + floor
        case [x, w, *rest]:
            edge = x + w + len(rest)
        case _:
            edge = 0
    return edge + margin


def row_end(width, pad):
    panel = Box(4, 0, width, 10)
    end = right_edge(panel, pad, 3)
    spare = right_edge([7, 2, 1], 0, 1)
    print("spare column ends at", spare)
    return end


print("row ends at", row_end(20, 1))
