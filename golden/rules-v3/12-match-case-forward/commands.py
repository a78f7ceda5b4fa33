"""Interpreter for the warehouse robot's text commands."""

GRID = 20


def clamp(v):
    return max(0, min(GRID - 1, v))


def parse(line):
    return tuple(line.lower().split())


def step(state, line):
    x, y, carrying = state
    words = parse(line)
    match words:
        case ("move", dx, dy):
            x = clamp(x + int(dx))
            y = clamp(y + int(dy))
        case ("pick", item) if carrying is None:
            carrying = item
        case ("drop",):
            carrying = None
        case _:
            print("ignored:", line)
    moved = (x, y) != state[:2]
    return (x, y, carrying), moved
