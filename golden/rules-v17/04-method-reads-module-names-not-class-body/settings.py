"""An upstream client: module defaults, and class attributes of the same names."""
TIMEOUT = 30.0
RETRIES = 3


def jitter(attempt):
    return (attempt * 7919) % 10 / 100


def backoff(attempt):
    base = 0.5 * 2 ** attempt
    return base + jitter(attempt)


class Client:
    TIMEOUT = 5.0
    RETRIES = 1

    def __init__(self, host, verbose):
        self.host = host
        self.verbose = verbose

    def backoff(self, attempt):
        return 0.1 * attempt

    def budget(self, tries):
        waits = sum(backoff(n) for n in range(tries))
        return TIMEOUT * Client.RETRIES + waits

    def describe(self):
        return "%s: %s s, %d retries" % (self.host, self.TIMEOUT, RETRIES)
