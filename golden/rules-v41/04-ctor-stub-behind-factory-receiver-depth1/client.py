"""An HTTP client that keeps one connection pool per origin."""
from pool import make_pool

DEFAULT_PORT = 80


def connect(url, options):
    scheme, _, rest = url.partition("://")
    host, _, port = rest.partition(":")
    size = options.get("maxsize", 4)
    tag = options.get("name", scheme)
    pool = make_pool(host, int(port or DEFAULT_PORT), size, tag)
    if options.get("verbose"):
        print("connecting to", host, "as", tag)
    origin = pool.address()
    return origin


if __name__ == "__main__":
    print(connect("http://example.org:8080", {"maxsize": 20}))
    print(connect("http://api.example.org", {"name": "api", "verbose": True}))
