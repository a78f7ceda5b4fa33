"""Backoff schedules for retried network calls."""
import logging

BASE_DELAY = 1.0
log = logging.getLogger(__name__)


def linear(attempt, step=BASE_DELAY):
    return step * (attempt + 1)


class Backoff:
    BASE_DELAY = 0.25
    FACTOR = 2.0
    CEILING = 8.0

    @classmethod
    def delay(cls, attempt, reason=None):
        log.debug("attempt %d failed (%s)", attempt, reason)
        return min(cls.CEILING, cls.BASE_DELAY * cls.FACTOR ** attempt)

    @staticmethod
    def jitter(delay, spread, rng):
        offset = (rng.random() * 2.0 - 1.0) * spread
        return max(0.0, delay * (1.0 + offset))


class PollBackoff(Backoff):
    BASE_DELAY = 2.0
    CEILING = 60.0
