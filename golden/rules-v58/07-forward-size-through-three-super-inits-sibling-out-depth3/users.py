"""Warm a cache of user records before serving requests."""
from caches import NamespacedCache


def build_cache(options, users):
    limit = int(options.get("limit", "2"))
    ttl = int(options.get("ttl", "60"))
    cache = NamespacedCache("users", limit, ttl)
    for name in users:
        cache.put(name, {"name": name})
    print("cache ready with", cache.free(), "free slots")
    return cache


def serve(options, users, requests):
    cache = build_cache(options, users)
    hits = 0
    for name in requests:
        if "users:" + name in cache.data:
            hits += 1
    return hits


if __name__ == "__main__":
    print(serve({"limit": "1"}, ["ann", "bob", "cy"], ["ann", "cy"]))
