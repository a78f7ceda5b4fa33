"""A bounded cache that reports how well it did."""
import stats


def lookup(store, key):
    found = key in store
    stats.record(found)
    if not found:
        store[key] = key.upper()
    return store[key]


def trim(store, size):
    while len(store) > size:
        store.pop(next(iter(store)))
        stats.evicted(1)


def run(keys, size):
    store = {}
    for key in keys:
        if key is None:
            break
        lookup(store, key)
        trim(store, size)
    ratio = stats.hit_ratio()
    lookup(store, "warm")
    print(stats.summary())
    return ratio


def clean(part):
    return None if part.strip() == "-" else part.strip()


def parse_keys(spec):
    keys = []
    for part in spec.split(","):
        keys.append(clean(part))
    return keys


if __name__ == "__main__":
    KEYS = parse_keys("a, b, a, c, a, -, b")
    print(run(KEYS, 2))
