"""Process-wide client settings, configured once at start-up."""

DEFAULT_TIMEOUT = 10.0

timeout = DEFAULT_TIMEOUT
retries = 3


def configure(seconds, attempts):
    global timeout, retries
    timeout = float(seconds)
    retries = int(attempts)
    print("configured", attempts, "attempts")


def deadline(start):
    return round(start + timeout, 3)


def attempts_left(used):
    return max(0, retries - used)


def describe(host, wait=timeout):
    return "%s (connect wait %.1fs)" % (host, wait)
