"""Polling with exponential backoff."""
import time

from notify import emit

MAX_DELAY = 5.0


def wait_until(check, max_polls, first_delay=0.1):
    elapsed = 0.0
    delay = first_delay
    ready = False

    def sleep_step():
        nonlocal delay, elapsed
        time.sleep(delay)
        elapsed += delay
        delay = min(delay * 2, MAX_DELAY)
        return delay

    for attempt in range(max_polls):
        if check():
            ready = True
            break
        waited = sleep_step()
        if waited >= MAX_DELAY:
            emit("poll %d: backoff capped" % attempt)
    emit("waited %.1fs" % elapsed)
    return ready
