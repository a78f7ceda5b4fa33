"""Immutable retry state: every failure yields a new Retry, urllib3 style."""


class Retry:
    RETRY_STATUSES = frozenset([429, 502, 503, 504])
    BACKOFF_MAX = 30.0

    def __init__(self, total=3, backoff=0.5, history=()):
        self.total = total
        self.backoff = backoff
        self.history = history

    def is_retry(self, status):
        return status in self.RETRY_STATUSES

    def increment(self, status):
        history = self.history + (status,)
        return Retry(self.total - 1, self.backoff, history)

    def is_exhausted(self):
        return self.total < 0

    def sleep_for(self):
        if len(self.history) < 2:
            return 0.0
        wait = self.backoff * 2 ** (len(self.history) - 1)
        return min(wait, Retry.BACKOFF_MAX)

    def describe(self):
        return "Retry(total=%d, history=%r)" % (self.total, self.history)
