"""A small client that keeps per-host connection settings."""

DEFAULT_TIMEOUT = 10.0


def _tenths(seconds):
    return int(seconds * 10) / 10


def clamp_timeout(seconds):
    if seconds <= 0:
        return DEFAULT_TIMEOUT
    return _tenths(min(seconds, 120.0))


class Client:
    def __init__(self, host):
        self.host = host
        self.timeout = DEFAULT_TIMEOUT
        self.sent = 0

    def _apply(self, seconds):
        self.timeout = clamp_timeout(seconds)

    def configure(self, options):
        if "timeout" in options:
            self._apply(options["timeout"])

    def deadline(self, start):
        return start + self.timeout

    def describe(self):
        return "%s (%d sent)" % (self.host, self.sent)
