"""Memoizing decorator with a size limit and hit/miss statistics."""
import functools


def cached(limit):
    def decorate(func):
        store = {}
        stats = {"hits": 0, "misses": 0}

        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            key = args + tuple(sorted(kwargs.items()))
            if key in store:
                stats["hits"] += 1
                return store[key]
            stats["misses"] += 1
            value = func(*args, **kwargs)
            if len(store) >= limit:
                store.clear()
            store[key] = value
            return value

        wrapper.stats = stats
        return wrapper
    return decorate


def describe(fn):
    stats = fn.stats
    total = stats["hits"] + stats["misses"]
    if total == 0:
        return f"{fn.__name__}: unused"
    rate = 100 * stats["hits"] / total
    return f"{fn.__name__}: {stats['hits']}/{total} hits ({rate:.0f}%)"
