"""Small higher-order helpers shared by the billing and stock code."""


def sum_by(items, key):
    """Add up key(item) over the items, skipping empty slots."""
    total = 0
    for item in items:
        if item is None:
            continue
        total += key(item)
    return total


def count_if(items, test):
    """How many items pass test(item)."""
    n = 0
    for item in items:
        if test(item):
            n += 1
    return n
