"""Paged listing of a remote collection, the way REST client libraries wrap it."""

PAGES = {None: (["a1", "a2", "a3"], "p2"), "p2": (["b1", "b2"], "p3"), "p3": (["c1"], None)}


def fetch_page(token):
    items, following = PAGES[token]
    return list(items), following


def collect(max_items):
    found = []
    token = None
    calls = 0
    while True:
        items, token = fetch_page(token)
        calls += 1
        for item in items:
            if len(found) >= max_items:
                return found, calls
            found.append(item)
        if token is None:
            break
    return found, calls
