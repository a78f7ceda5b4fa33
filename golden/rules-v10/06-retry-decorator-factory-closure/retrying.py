"""Retrying of flaky network calls."""
import logging

log = logging.getLogger(__name__)


def backoff(attempt, base=0.5):
    return base * 2 ** attempt


def retry(times):
    def decorate(func):
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(times):
                try:
                    return func(*args, **kwargs)
                except ConnectionError as exc:
                    last = exc
                    log.warning("retrying in %.1fs", backoff(attempt))
            raise last
        return wrapper
    return decorate
