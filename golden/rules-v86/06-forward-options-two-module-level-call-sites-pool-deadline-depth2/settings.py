"""Network settings, read from the environment at import time."""
import os

from pool import describe, make_pool

HOST = os.environ.get("APP_HOST", "localhost")
PORT = int(os.environ.get("APP_PORT", "8080"))


def options(name="TIMEOUT", default=5.0):
    raw = os.environ.get("APP_" + name)
    if raw is None:
        return default
    seconds = float(raw)
    if seconds < 0.5:
        print(f"{name}={seconds} is too small, using 0.5")
        seconds = 0.5
    return seconds


TIMEOUT = options()
SLOW_TIMEOUT = options("SLOW_TIMEOUT", 30.0)
RETRY_AFTER = TIMEOUT * 2
BATCH_DEADLINE = max(SLOW_TIMEOUT, RETRY_AFTER)
POOL = make_pool(HOST, PORT, TIMEOUT)
WORKERS = int(os.environ.get("APP_WORKERS", "2"))

if __name__ == "__main__":
    print("pool deadline", POOL["deadline"], "retry after", RETRY_AFTER)
    print("batch deadline", BATCH_DEADLINE, "workers", WORKERS)
    print(describe(POOL))
