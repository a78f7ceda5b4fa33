"""Cache-Control policy of the responses."""

MAX_AGE = 3600
HITS = {}


def policy(status, private, size):
    headers = {}
    if status >= 500:
        headers["Cache-Control"] = "no-store"
    elif private:
        headers["Cache-Control"] = "private"
        return headers
    elif size > 1_000_000:
        headers["Cache-Control"] = "no-cache"
    else:
        headers["Cache-Control"] = "max-age=%d" % MAX_AGE
    HITS[status] = HITS.get(status, 0) + 1
    return headers
