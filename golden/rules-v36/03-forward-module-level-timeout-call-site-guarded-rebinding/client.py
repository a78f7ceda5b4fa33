"""A small HTTP fetcher whose limits are fixed when the module is imported."""
import os
import sys

import settings

AGENT = settings.lookup(os.environ, "AGENT")
TIMEOUT = settings.seconds(os.environ, "TIMEOUT")
RETRIES = int(settings.lookup(os.environ, "RETRIES"))
if os.environ.get("HTTP_SLOW"):
    TIMEOUT = 60.0


def schedule(timeout, retries):
    delays = []
    for attempt in range(retries):
        delays.append(settings.backoff(timeout, attempt))
    return delays


def describe(agent, delays):
    total = sum(delays)
    return "%s: %d retries, %.2fs of back-off" % (agent, len(delays), total)


DELAYS = schedule(TIMEOUT, RETRIES)
LIMIT = TIMEOUT + sum(DELAYS)
BANNER = describe(AGENT, DELAYS)

if __name__ == "__main__":
    print(BANNER)
    print("gives up after %.2fs" % LIMIT, file=sys.stderr)
