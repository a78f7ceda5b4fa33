"""A tiny response cache keyed by URL, filled from recorded responses."""
from cachecontrol import freshness

DEFAULT_TTL = 60


def store(cache, url, headers, now):
    control = headers.get("cache-control", "")
    ttl = freshness(control, DEFAULT_TTL)
    if ttl <= 0:
        cache.pop(url, None)
        return False
    cache[url] = (now + ttl, headers.get("etag"))
    return True


def fill(responses, now):
    cache = {}
    stored = 0
    for url, headers in responses:
        if store(cache, url, headers, now):
            stored += 1
    print("stored", stored, "of", len(responses))
    return cache


if __name__ == "__main__":
    print(fill([("/a", {"cache-control": "private, max-age=30"}), ("/b", {"cache-control": "no-store, max-age=99"}), ("/c", {}), ("/d", {"cache-control": "public,, must-revalidate"})], 1000))
