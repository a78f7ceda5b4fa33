"""Retry delays with capped exponential backoff."""
MAX_DELAY = 30.0
MIN_DELAY = 0.05


def delay_for(attempt, *, base=0.5, cap=MAX_DELAY, jitter=0.0, label="retry"):
    raw = base * 2 ** attempt
    bounded = raw if raw < cap else cap
    if jitter:
        bounded = bounded * (1 + jitter)
    print(f"{label}: attempt {attempt} waits {bounded:.2f}s")
    return round(max(bounded, MIN_DELAY), 3)


def total_wait(delays, *, limit=300.0):
    spent = sum(delays)
    return spent if spent < limit else limit
