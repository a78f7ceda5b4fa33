"""Rank by distance to a pivot read by a key lambda."""


def nearest(xs, target):
    pivot = target
    spread = 0
    ranked = sorted(xs, key=lambda v: abs(v - pivot))
    pivot = 0
    spread = len(ranked)
    best = ranked[0]
    return best, spread, pivot


print(nearest([1, 8, 5, 12], 6))
