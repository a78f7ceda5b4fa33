"""A small memoizing wrapper whose cache dict lives in the factory call."""

CACHE_SIZE = 2
TRACE = False


def memoize(fn, limit=CACHE_SIZE):
    cache = {}

    def cached(key):
        if key in cache:
            return cache[key]
        if TRACE:
            print("miss", key)
        value = fn(key)
        if len(cache) >= limit:
            cache.clear()
        cache[key] = value
        return value

    return cached
