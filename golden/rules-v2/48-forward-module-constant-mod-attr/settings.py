"""Network defaults."""

TIMEOUT = 30
RETRIES = 3
USER_AGENT = "fetcher/1.0"


def describe():
    return "%s, %d retries" % (USER_AGENT, RETRIES)
