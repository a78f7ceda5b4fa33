"""A comprehension variable does not leak or read the outer name."""


def shift(items):
    x = 100
    doubled = [x * 2 for x in items]
    y = x + 1
    return y, doubled


print(shift([1, 2, 3]))
