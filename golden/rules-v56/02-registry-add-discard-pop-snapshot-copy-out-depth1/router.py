"""Pick the backend that serves a request, from the ones configured at start-up."""
import sys

from backends import Backend, Registry


def route(urls, service, legacy):
    reg = Registry()
    fallback = Backend("static", "file:///srv/www/")
    for name, url in urls.items():
        reg.add(name, Backend(name, url))
    if not legacy:
        reg.discard("legacy")
    extra = reg.snapshot()
    extra["debug"] = Backend("debug", "http://localhost:9000")
    print("serving", ", ".join(reg.names()), "and", len(extra), "in the snapshot")
    target = reg.get(service, fallback)
    return target.url


def main(argv):
    urls = {"api": "https://api.internal/", "legacy": "http://old.internal/"}
    service = argv[0] if argv else "legacy"
    print(route(urls, service, "--legacy" in argv))


if __name__ == "__main__":
    main(sys.argv[1:])
