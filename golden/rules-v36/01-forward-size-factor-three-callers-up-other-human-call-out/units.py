"""Byte counts parsed from and printed as human-readable sizes, as quota and backup tools do."""

SUFFIXES = {"k": 1024, "m": 1024 ** 2, "g": 1024 ** 3}


def parse_size(text):
    text = text.strip().lower()
    factor = 1
    if text and text[-1] in SUFFIXES:
        factor = SUFFIXES[text[-1]]
        text = text[:-1]
    return int(float(text) * factor)


def human(n, unit="B"):
    for prefix in ("", "K", "M", "G"):
        if n < 1024:
            return "%d %s%s" % (n, prefix, unit)
        n = n // 1024
    return "%d T%s" % (n, unit)
