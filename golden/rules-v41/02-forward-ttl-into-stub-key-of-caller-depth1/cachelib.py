"""A tiny HTTP response cache keyed by request line."""
import hashlib

DEFAULT_TTL = 300


def parse_max_age(header):
    for part in header.split(","):
        name, _, value = part.strip().partition("=")
        if name == "max-age" and value.isdigit():
            return int(value)
    return DEFAULT_TTL


def cache_key(method, url, ttl):
    if ttl <= 0:
        print("not cacheable:", method, url)
    raw = method.upper() + " " + url
    return hashlib.sha1(raw.encode()).hexdigest()[:12]


def shard_of(key, shards):
    return int(key[:4], 16) % shards
