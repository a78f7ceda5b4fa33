"""Settings-driven retry planning for the API client."""
from retry import backoff_schedule, call_with_retry

DEFAULT_BASE = 0.25
MAX_DELAY = 30.0


class RetrySettings:
    def __init__(self, base=DEFAULT_BASE, factor=2.0, retries=4, name="api"):
        self.base = base
        self.factor = factor
        self.retries = retries
        self.name = name


def plan_delays(settings, verbose=False):
    base = settings.base
    growth = settings.factor
    cap = MAX_DELAY if settings.retries > 2 else MAX_DELAY / 2
    spread = 0.1 * base
    label = "plan-" + settings.name
    delays = backoff_schedule(base, growth, cap, settings.retries, jitter=spread, label=label)
    if verbose:
        print("retry plan:", delays)
    return delays


def run(func, settings=None):
    settings = settings or RetrySettings()
    delays = plan_delays(settings)
    return call_with_retry(func, delays)
