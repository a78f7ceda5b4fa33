"""Retry decisions for an HTTP client, in the shape of urllib3's Retry."""

RETRY_CODES = {429, 502, 503, 504}
IDEMPOTENT = {"GET", "HEAD", "PUT", "DELETE"}


def parse_budget(header, fallback):
    text = header.strip()
    if not text.isdigit():
        return fallback
    return int(text)


def next_delay(status, method, attempt, budget, base):
    if method not in IDEMPOTENT:
        return None
    if status not in RETRY_CODES:
        return None
    delay = base * 2 ** attempt
    if delay > budget:
        return None
    print("retry", attempt, "in", delay)
    return delay
