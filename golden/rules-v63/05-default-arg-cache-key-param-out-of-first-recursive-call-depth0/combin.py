"""Binomial coefficients, memoized in a default argument shared by every call."""

STATS = {"hits": 0, "misses": 0}


def choose(n, k, _cache={}):
    if k < 0 or k > n:
        return 0
    if k == 0 or k == n:
        return 1
    key = (n, k)
    if key in _cache:
        STATS["hits"] += 1
        return _cache[key]
    STATS["misses"] += 1
    left = choose(n - 1, k - 1, _cache)
    right = choose(n - 1, k, _cache)
    total = left + right
    _cache[key] = total
    return total


def cache_report():
    lookups = STATS["hits"] + STATS["misses"]
    return "%d lookups, %d hits" % (lookups, STATS["hits"])
