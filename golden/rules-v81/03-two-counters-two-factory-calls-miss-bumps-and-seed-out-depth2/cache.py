"""A read-through cache that counts its hits and misses."""
from meters import make_counter, ratio


def fetch(key):
    return key.upper()


def warm(keys, cache, seed):
    hits = make_counter("hits")
    misses = make_counter("misses", seed)
    for key in keys:
        if key in cache:
            hits()
        else:
            misses()
            cache[key] = fetch(key)
    total_hits = hits(0)
    total_misses = misses(0)
    return total_hits, total_misses


def report(keys, store, previous):
    seed = previous.get("misses", 0)
    found, missed = warm(keys, store, seed)
    share = ratio(found, found + missed)
    return "hits %d, misses %d, hit rate %.0f%%" % (found, missed, share * 100)


if __name__ == "__main__":
    print(report(["a", "b", "a", "c", "b"], {"a": "A"}, {"misses": 2}))
