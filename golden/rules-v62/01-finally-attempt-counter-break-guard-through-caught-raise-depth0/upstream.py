"""A canned upstream server for tests: some paths fail a few times before they answer."""

FLAKY = {"/b": 1, "/c": 5}
PAGES = {"/a": b"alpha", "/b": b"bravo", "/c": b"charlie"}


def get(url, attempt):
    if attempt < FLAKY.get(url, 0):
        return 503, b""
    body = PAGES.get(url)
    if body is None:
        return 404, b""
    return 200, body


def head(url):
    status, body = get(url, 99)
    return status, len(body)
