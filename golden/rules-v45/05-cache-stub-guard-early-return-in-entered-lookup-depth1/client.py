"""Cached GET requests for a tiny HTTP client."""
from cache import lookup

STORE = {"/users": {"stored": 100.0, "ttl": 30, "body": "[alice, bob]"}, "/users#etag": {"stored": 100.0, "ttl": 30, "body": "W/1f"}, "/teams": {"stored": 10.0, "ttl": 30, "body": "[core]"}}
NOW = 120.0


def cached_get(path, now, caller):
    source = caller or "client"
    fallback = "<miss %s>" % path
    meta_key = path + "#etag"
    etag = lookup(STORE, meta_key, now, "", source)
    body = lookup(STORE, path, now, fallback, source)
    if body is fallback and etag:
        print("cache: etag kept without a body for", path)
    return body


if __name__ == "__main__":
    print(cached_get("/users", NOW, "cli"))
    print(cached_get("/teams", NOW, ""))
