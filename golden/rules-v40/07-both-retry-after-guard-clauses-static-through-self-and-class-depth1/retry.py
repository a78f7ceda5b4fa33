"""Retry policy for HTTP calls, urllib3-style, written as a plain value class."""

MAX_BACKOFF = 120
RETRY_STATUSES = (413, 429, 503)


class Retry:
    def __init__(self, total=3, backoff=0.5, respect_retry_after=True):
        self.total = total
        self.backoff = backoff
        self.respect_retry_after = respect_retry_after

    @staticmethod
    def parse_retry_after(value, now):
        if value is None:
            return 0
        value = value.strip()
        if value.isdigit():
            seconds = int(value)
        else:
            seconds = Retry.clock_seconds(value) - now
        if seconds <= 0:
            return 0
        return min(seconds, MAX_BACKOFF)

    @staticmethod
    def clock_seconds(text):
        hours, minutes, secs = (int(part) for part in text.split(":"))
        return hours * 3600 + minutes * 60 + secs

    def sleep_for(self, status, headers, attempt, now):
        if attempt >= self.total:
            return None
        if status not in RETRY_STATUSES:
            return None
        if self.respect_retry_after:
            raw = headers.get("Retry-After")
            wait = self.parse_retry_after(raw, now)
            if wait:
                return wait
        return min(self.backoff * 2 ** attempt, MAX_BACKOFF)
