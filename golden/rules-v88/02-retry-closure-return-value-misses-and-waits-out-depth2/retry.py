"""Call an action until it gives an answer, backing off between attempts."""

BACKOFF = 2


def retry(action, attempts, delay=1, waits=None):
    for attempt in range(attempts):
        result = action(attempt)
        if result is not None:
            return result
        if waits is not None:
            waits.append(delay * BACKOFF ** attempt)
    return None


def total_wait(attempts, delay=1):
    wait = 0
    for attempt in range(attempts - 1):
        wait += delay * BACKOFF ** attempt
    return wait
