"""max over a generator expression with a default."""


def peak(xs, floor, fallback):
    base = fallback * 2
    width = 10
    top = max((x for x in xs if x > floor), default=base)
    width = width + top
    return top, width


print(peak([1, 2], 5, 7))
