"""Cache warm-up with hit statistics."""


class Stats:
    def __init__(self):
        self.hits = 0
        self.misses = 0
        self.evictions = 0

    def hit_ratio(self):
        total = self.hits + self.misses
        return self.hits / total if total else 0.0

    def as_dict(self):
        return {"hits": self.hits, "misses": self.misses, "evictions": self.evictions}


def warm(func, keys, maxsize=16):
    stats = Stats()
    cache = {}
    order = []
    missed = []

    def fetch(key):
        if key in cache:
            stats.hits += 1
            value = cache[key]
        else:
            stats.misses += 1
            missed.append(key)
            value = func(key)
            cache[key] = value
            order.append(key)
            if len(order) > maxsize:
                del cache[order.pop(0)]
                stats.evictions += 1
        return value

    results = []
    for key in keys:
        value = fetch(key)
        results.append(value)
    ratio = stats.hit_ratio()
    return results, ratio, missed
