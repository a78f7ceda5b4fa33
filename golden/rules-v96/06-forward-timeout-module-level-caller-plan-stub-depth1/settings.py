"""The client's timeout, read from a settings string."""
from config import parse_pairs, to_seconds


def load_timeout(text, floor):
    pairs = parse_pairs(text)
    raw = pairs.get("timeout", "10s")
    grace = to_seconds(pairs.get("grace", "0s"))
    seconds = to_seconds(raw)
    if seconds < floor:
        seconds = floor
    return seconds + grace


def describe_timeout(seconds):
    minutes, rest = divmod(seconds, 60)
    return f"{minutes}m{rest:02d}s"
