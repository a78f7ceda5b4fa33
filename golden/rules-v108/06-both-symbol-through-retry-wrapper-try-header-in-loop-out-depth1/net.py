"""Retrying calls to a flaky quote service."""
import functools

PRICES = {"ACME": 12.5, "ZETA": 3.2, "INDEX": 101.0}
VOLUMES = {"ACME": 1200, "ZETA": 800}
TIMEOUTS = {"ACME": 1, "INDEX": 2}


def retry(times):
    def decorate(func):
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            failures = []
            for attempt in range(times):
                try:
                    return func(*args, **kwargs)
                except ConnectionError:
                    failures.append(attempt + 1)
            raise RuntimeError(f"gave up after attempts {failures}")
        return wrapper
    return decorate


@retry(3)
def fetch_price(symbol, currency="EUR"):
    if TIMEOUTS.get(symbol, 0) > 0:
        TIMEOUTS[symbol] -= 1
        raise ConnectionError(symbol)
    rate = 1.1 if currency == "USD" else 1.0
    return PRICES[symbol] * rate


@retry(2)
def fetch_volume(symbol):
    return VOLUMES.get(symbol, 0)
