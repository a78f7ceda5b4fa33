"""Process-wide cache statistics, kept in module globals."""

hits = 0
misses = 0
evictions = 0


def record(found):
    global hits, misses
    if found:
        hits += 1
    else:
        misses += 1


def evicted(count):
    global evictions
    evictions += count


def hit_ratio():
    total = hits + misses
    if total == 0:
        return 0.0
    return hits / total


def summary():
    return "hits=%d misses=%d evictions=%d" % (hits, misses, evictions)
