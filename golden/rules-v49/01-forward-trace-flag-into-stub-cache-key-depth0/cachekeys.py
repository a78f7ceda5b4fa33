"""Cache keys and expiry times for a small caching resolver."""


def canonical(name, origin):
    if name.endswith("."):
        return name.lower()
    return (name + "." + origin).lower()


def cache_key(rtype, name, origin, trace):
    fqdn = canonical(name, origin)
    key = rtype.upper() + ":" + fqdn
    if trace:
        print("cache key", key)
    return key


def expires_at(now, ttl):
    if ttl < 0:
        ttl = 0
    return now + ttl
