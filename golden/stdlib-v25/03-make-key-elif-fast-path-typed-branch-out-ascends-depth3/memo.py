"""A tiny memoizer keyed by cachekey._make_key."""
from cachekey import _make_key

_cache = {}


def cached_call(func, *args, **kwds):
    key = _make_key(args, kwds, False)
    if key in _cache:
        return _cache[key]
    result = func(*args, **kwds)
    _cache[key] = result
    return result


def typed_key(*args):
    if not args:
        return None
    return _make_key(args, {}, True)


def square(n):
    return n * n


def run(values):
    total = 0
    for v in values:
        total += cached_call(square, v)
    return total


print(run([3, 4, 3]))
print(cached_call(max, (2, 9), default=0))
print(typed_key(7), typed_key("a"), typed_key())
print(len(_cache))
