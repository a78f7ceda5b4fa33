"""A response cache that runs in a browser or in a shared proxy."""
import sys

from freshness import lifetime

NOW = 1700000000
RESPONSES = [("/a", {"cache-control": "private, max-age=60"}), ("/b", {"cache-control": "s-maxage=600, max-age=60"}), ("/c", {"expires": "1700000090"}), ("/d", {"cache-control": "no-store"})]


def admit(url, headers, role, now):
    shared = role == "proxy"
    ttl = lifetime(headers, now, shared)
    if ttl <= 0:
        return None
    return url, now + ttl


def fill(responses, role):
    cache = {}
    for url, headers in responses:
        entry = admit(url, headers, role, NOW)
        if entry is not None:
            cache[entry[0]] = entry[1]
    return cache


def main(argv):
    role = argv[0] if argv else "proxy"
    cache = fill(RESPONSES, role)
    print(role, sorted(cache.items()))
    return len(cache)


if __name__ == "__main__":
    sys.exit(0 if main(sys.argv[1:]) else 1)
