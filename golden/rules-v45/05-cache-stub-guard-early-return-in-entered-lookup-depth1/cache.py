"""A small in-memory cache of HTTP responses with per-entry lifetimes."""

STALE_GRACE = 5


def is_expired(entry, now, source):
    age = now - entry["stored"]
    if age > entry["ttl"] + STALE_GRACE:
        print("cache: %s read a long-expired entry" % source)
        return True
    return age > entry["ttl"]


def lookup(store, key, now, default, source):
    entry = store.get(key)
    if entry is None:
        return default
    if is_expired(entry, now, source):
        return default
    return entry["body"]
