"""Storing responses of an HTTP client in a sharded cache."""
from cachelib import cache_key, parse_max_age, shard_of

SHARDS = 8


def freshness(response):
    header = response.get("Cache-Control", "")
    ttl = parse_max_age(header)
    if response.get("status") != 200:
        ttl = 0
    return ttl


def entry_path(request, response):
    ttl = freshness(response)
    key = cache_key(request["method"], request["url"], ttl)
    shard = shard_of(key, SHARDS)
    path = "%d/%s" % (shard, key)
    if ttl > 0:
        print("store", path, "for", ttl, "s")
    return path


def is_cacheable(response):
    return freshness(response) > 0


if __name__ == "__main__":
    get = {"method": "get", "url": "/index.html"}
    print(entry_path(get, {"status": 200, "Cache-Control": "public, max-age=60"}))
    print(entry_path(get, {"status": 404}))
    print(is_cacheable({"status": 200}))
