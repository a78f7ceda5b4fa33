"""Retry delays in the style of an HTTP client's retry helper."""


def parse_seconds(text):
    text = str(text).strip()
    if text.endswith("ms"):
        return float(text[:-2]) / 1000
    return float(text.rstrip("s"))


def jitter(delay, spread):
    return delay * (1.0 - spread / 2)


def backoff_delay(attempt, base, cap, spread=0.0):
    delay = base * (2 ** attempt)
    if spread:
        delay = jitter(delay, spread)
    return min(delay, cap)
