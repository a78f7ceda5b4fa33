"""Retry back-off scheduling."""
from durations import to_seconds


def next_delay(config, attempt):
    raw = config.get("backoff", "30")
    base = to_seconds(raw)
    delay = base * (2 ** attempt)
    return delay
