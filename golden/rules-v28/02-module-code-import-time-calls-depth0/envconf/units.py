"""Parse human-friendly durations and counts: "30s", "500ms", "2m", "10"."""

SUFFIXES = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0}


def split_unit(text):
    text = str(text).strip().lower()
    digits = text.rstrip("abcdefghijklmnopqrstuvwxyz")
    return digits, text[len(digits):] or "s"


def seconds(text):
    number, unit = split_unit(text)
    if unit not in SUFFIXES:
        raise ValueError("unknown unit in %r" % (text,))
    return float(number) * SUFFIXES[unit]


def count(text):
    value = int(text)
    if value < 1:
        raise ValueError("count must be positive, got %d" % value)
    return value
