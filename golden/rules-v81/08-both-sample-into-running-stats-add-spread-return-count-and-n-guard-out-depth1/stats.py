"""Running mean and spread of a stream of samples, kept in closures (Welford)."""


def running_stats():
    n = 0
    mean = 0.0
    m2 = 0.0

    def add(x):
        nonlocal n, mean, m2
        n += 1
        delta = x - mean
        mean += delta / n
        m2 += delta * (x - mean)
        return mean

    def spread():
        if n < 2:
            return 0.0
        return (m2 / (n - 1)) ** 0.5

    def count():
        return n

    return add, spread, count
