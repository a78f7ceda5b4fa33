"""A comprehension result grown by append in a loop."""


def grow(xs, extra, limit):
    vals = [x * 2 for x in xs]
    logs = []
    for e in extra:
        if e > limit:
            vals.append(e)
        logs.append(e)
    n = len(vals)
    return n, logs


print(grow([1, 2], [5, 9, 3], 4))
