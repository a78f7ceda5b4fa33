"""Probabilities of k or more successes in n trials, and counts of paths on a grid."""
from combin import cache_report, choose


def pmf(k, n, p):
    ways = choose(n, k)
    return ways * p ** k * (1 - p) ** (n - k)


def at_least(k, n, p):
    total = 0.0
    for i in range(k, n + 1):
        total += pmf(i, n, p)
    return total


def grid_paths(rows, cols):
    memo = {}
    return choose(rows + cols, rows, memo)


if __name__ == "__main__":
    print(round(at_least(3, 10, 0.5), 4))
    print(grid_paths(4, 6))
    print(cache_report())
