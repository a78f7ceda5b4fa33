"""Retry policy with exponential backoff, in the style of urllib3."""

MAX_BACKOFF = 600


class Retry:
    BACKOFF_FACTOR = 0.5
    MAX_BACKOFF = 120
    RETRY_STATUSES = (429, 502, 503)

    def __init__(self, total, backoff_factor=None):
        self.total = total
        self.factor = backoff_factor
        self.history = []

    @staticmethod
    def cap(seconds):
        return min(seconds, Retry.MAX_BACKOFF)

    def is_retry(self, status):
        return status in self.RETRY_STATUSES and len(self.history) < self.total

    def backoff(self, attempt):
        factor = self.BACKOFF_FACTOR
        if self.factor is not None:
            factor = self.factor
        raw = factor * 2 ** (attempt - 1)
        wait = Retry.cap(raw)
        return wait


def legacy_sleep(attempt):
    return min(2 ** attempt, MAX_BACKOFF)
