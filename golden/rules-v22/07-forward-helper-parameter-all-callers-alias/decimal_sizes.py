"""Decimal sizes, as disk vendors print them."""

STEP = 1000
SUFFIXES = ["B", "kB", "MB", "GB", "TB"]


def format_size(n, places):
    value = float(n)
    index = 0
    while value >= STEP and index < len(SUFFIXES) - 1:
        value = value / STEP
        index += 1
    return "%.*f %s" % (places, value, SUFFIXES[index])


def parse_size(text):
    number, suffix = text.split()
    return int(float(number) * STEP ** SUFFIXES.index(suffix))
