"""A dictionary cache whose entries expire after a maximum age."""


def fetch(store, key, max_age, now):
    entry = store.get(key)
    value = None
    state = "miss"
    try:
        if entry is None:
            raise KeyError(key)
        age = now - entry["stamp"]
        if age > max_age:
            raise KeyError(key)
        value = entry["value"]
        state = "hit"
    except KeyError:
        store.pop(key, None)
    print("cache size", len(store))
    return value, state
