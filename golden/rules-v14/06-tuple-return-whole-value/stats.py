"""Value bounds."""


def bounds(values, margin):
    low = min(values) - margin
    high = max(values)
    count = len(values)
    return low, high
