"""A caching stub resolver over an in-memory zone, in the style of dnspython's Cache."""
from cachekeys import cache_key, expires_at


def resolve(cache, zone, name, opts):
    trace = opts.get("trace", False)
    ttl = opts.get("ttl", 300)
    key = cache_key("A", name, zone["origin"], trace)
    entry = cache.get(key)
    if entry is not None and entry["expires"] > opts["now"]:
        return entry["addr"]
    addr = zone["records"].get(name, "0.0.0.0")
    if trace:
        print("miss", name, "->", addr)
    cache[key] = {"addr": addr, "expires": expires_at(opts["now"], ttl)}
    return addr


def lookup_all(cache, zone, names, now):
    found = []
    for name in names:
        opts = {"now": now, "trace": name.startswith("db")}
        found.append(resolve(cache, zone, name, opts))
    return found


if __name__ == "__main__":
    zone = {"origin": "example.org", "records": {"www": "10.0.0.1", "db": "10.0.0.2"}}
    cache = {}
    print(lookup_all(cache, zone, ["www", "db", "www", "db"], 100.0))
    print(sorted(cache))
