"""Helpers for running flaky tasks with retries and timing."""
import logging
import time

log = logging.getLogger("tasks")

DEFAULT_ATTEMPTS = 3


def with_retry(fn, *args, attempts=DEFAULT_ATTEMPTS, **kwargs):
    last = None
    for attempt in range(attempts):
        try:
            return fn(*args, **kwargs)
        except TimeoutError as exc:
            last = exc
            log.warning("attempt %d of %d failed: %s", attempt + 1, attempts, exc)
    raise last


def timed(fn, *args, label=None, **kwargs):
    started = time.perf_counter()
    result = with_retry(fn, *args, **kwargs)
    elapsed = time.perf_counter() - started
    log.info("%s took %.3fs", label or fn.__name__, elapsed)
    return result
