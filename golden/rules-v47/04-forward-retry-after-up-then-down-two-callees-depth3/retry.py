"""Retry-After handling for an HTTP client."""

MAX_DELAY = 3600
MAX_ATTEMPTS = 5


def parse_retry_after(value, default):
    text = value.strip()
    if not text.isdigit():
        return default
    delay = int(text)
    return min(delay, MAX_DELAY)


def two_digits(n):
    return "%02d" % n


def clock_after(seconds):
    minutes, secs = divmod(int(seconds), 60)
    return "+%d:%s" % (minutes, two_digits(secs))


def plan_retry(delay, attempt):
    if attempt > MAX_ATTEMPTS:
        return "give up after %d attempts" % MAX_ATTEMPTS
    stamp = clock_after(delay)
    return "retry #%d at %s" % (attempt, stamp)
