"""Running totals from a generator."""


def running(values, scale):
    total = 0
    count = 0
    for v in values:
        count += 1
        if v < 0:
            continue
        total += v * scale
        yield total


DATA = [3, -1, 4, 1]
FACTOR = 2
NOISE = 7
for t in running(DATA, FACTOR):
    print(t, NOISE)
