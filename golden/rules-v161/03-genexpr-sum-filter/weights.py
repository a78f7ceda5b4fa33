"""Weighted sum over a generator expression."""


def weighted(xs, lo):
    w = 3
    skipped = 0
    w = w + 1
    total = sum(x * w for x in xs if x > lo)
    skipped = len(xs) - 1
    return total, skipped


print(weighted([1, 5, 9], 4))
