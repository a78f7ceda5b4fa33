"""Pre-loading of a cache before the service takes its first request."""
from .lru import LRUCache


def warm(cache, keys, load):
    loaded = 0
    for key in keys:
        if cache.peek(key) is not None:
            continue
        cache.put(key, load(key))
        loaded += 1
    return loaded


def prepared(keys, load, capacity=64):
    cache = LRUCache(capacity)
    count = warm(cache, keys, load)
    print("warmed %d keys:" % count, cache.describe())
    return cache
