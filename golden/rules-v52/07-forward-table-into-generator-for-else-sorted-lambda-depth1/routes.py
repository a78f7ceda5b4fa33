"""Assign request paths to the service that owns them."""

FALLBACK = "frontend"


def normalize(path):
    return "/" + path.strip("/").lower()


def owners(paths, table):
    seen = 0
    for path in paths:
        path = normalize(path)
        seen += 1
        for prefix, service in table:
            if path.startswith(prefix):
                break
        else:
            service = FALLBACK
        yield path, service
    print("classified", seen, "paths")
