"""Walrus inside a comprehension binds in the enclosing function."""


def scan(xs, offset):
    kept = [y for x in xs if (y := x - offset) > 0]
    n = len(kept)
    last = y
    return last, n


print(scan([5, 7, 9], 2))
