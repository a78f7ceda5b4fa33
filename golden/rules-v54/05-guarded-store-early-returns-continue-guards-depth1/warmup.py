"""Warm a page cache from a list of rendered pages."""
from cachelib import lookup, note_miss, remember

PAGES = [("home", " <h1>Home</h1> "), ("about", ""), ("faq", "<p>FAQ</p>"), ("docs", "<p>Docs</p>"), ("tmp", "x")]


def warm(cache, pages, limit, skip):
    stored = 0
    misses = []
    for key, body in pages:
        if key in skip:
            continue
        if not body:
            note_miss(misses, key, cache)
            continue
        added = remember(cache, key, body, limit)
        if added:
            stored += 1
    page = lookup(cache, "home", "<missing>")
    print("stored", stored, "missed", misses)
    return page


def main():
    cache = {}
    first = warm(cache, PAGES, 2, {"tmp"})
    print(first, sorted(cache))


if __name__ == "__main__":
    main()
