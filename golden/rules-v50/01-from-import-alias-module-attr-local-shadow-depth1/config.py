"""Paging limits shared by the API client."""

LIMIT = 100
PAGE = 25
MAX_PAGES = 40
TIMEOUT = 5.0


def clamp(value, low, high):
    if value < low:
        return low
    if value > high:
        return high
    return value


def summary():
    return "limit=%d page=%d timeout=%.1f" % (LIMIT, PAGE, TIMEOUT)
