from limits import widen, describe


def bounds(samples):
    lowest = min(samples)
    highest = max(samples)
    count = len(samples)
    if lowest > highest:
        lowest, highest = highest, lowest
    print("bounds over", count, "samples")
    return lowest, highest


def build(readings, margin):
    ranges = {}
    for key, samples in readings.items():
        lo, hi = bounds(samples)
        ranges[key] = (lo, hi)
    top, bottom, table = widen(ranges, margin)
    return top, table


def check(value):
    lo, hi = bounds([value, 0])
    return lo <= value <= hi


DATA = {"temp": [20, 31, 25], "_debug": [1, 99], "flow": [5, 8]}
print(build(DATA, 2))
print(check(7))
