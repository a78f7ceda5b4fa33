"""A bounded page cache and the helpers that fill and read it."""


def compact(html):
    return " ".join(html.split())


def remember(cache, key, value, limit):
    if key in cache:
        return False
    if len(cache) >= limit:
        return False
    cache[key] = compact(value)
    return True


def note_miss(misses, key, cache):
    if key not in cache:
        misses.append(key)
    return len(misses)


def lookup(cache, key, default):
    return cache.get(key, default)
