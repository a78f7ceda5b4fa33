"""A key lambda reads a name defined on both branches of an if."""


def order(xs, rev):
    width = 0
    if rev:
        sign = -1
    else:
        sign = 1
    width = len(xs)
    ranked = sorted(xs, key=lambda v: sign * v)
    return ranked, width


print(order([3, 1, 2], True))
