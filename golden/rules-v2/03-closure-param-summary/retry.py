"""Retry helpers for flaky network calls."""
import logging
import random
import time

log = logging.getLogger(__name__)


def backoff_schedule(base, factor, limit, retries, jitter=0.0, label="retry"):
    def delay_for(attempt):
        raw = base * (factor ** attempt)
        if jitter:
            raw += random.uniform(0, jitter)
        return min(raw, limit)

    schedule = []
    for attempt in range(retries):
        schedule.append(delay_for(attempt))
    log.debug("%s: %d attempts planned", label, retries)
    return schedule


def call_with_retry(func, delays, retry_on=(IOError,)):
    last_error = None
    for delay in delays:
        try:
            return func()
        except retry_on as exc:
            last_error = exc
            time.sleep(delay)
    raise last_error
