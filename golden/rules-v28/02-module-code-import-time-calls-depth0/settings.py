"""HTTP client settings, read from the environment once, at import time."""
import os

import envconf.units as units
from envconf import env

DEFAULT_TIMEOUT = "30s"
DEFAULT_RETRIES = 3
MAX_DEADLINE = 150.0

TIMEOUT = units.seconds(env("TIMEOUT", DEFAULT_TIMEOUT))
try:
    RETRIES = int(env("RETRIES", DEFAULT_RETRIES))
except ValueError:
    RETRIES = DEFAULT_RETRIES
if os.environ.get("CI"):
    RETRIES = 0
BACKOFF = units.seconds(env("BACKOFF", "500ms"))
POOL = units.count(env("POOL", "10"))
DEADLINE = TIMEOUT * (RETRIES + 1) + BACKOFF * RETRIES
if DEADLINE > MAX_DEADLINE:
    TIMEOUT = MAX_DEADLINE / (RETRIES + 1)


def describe():
    return "timeout %.1fs, %d retries, deadline %.1fs" % (TIMEOUT, RETRIES, DEADLINE)


if __name__ == "__main__":
    print(describe())
