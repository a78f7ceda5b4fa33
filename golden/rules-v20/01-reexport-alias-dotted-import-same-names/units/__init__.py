"""Size helpers: decimal (SI) ones here, binary ones in units.disk."""
from .disk import fmt_size as disk_size

STEP = 1000
SUFFIXES = ["B", "kB", "MB", "GB", "TB"]


def scale(n):
    index = 0
    while n >= STEP and index < len(SUFFIXES) - 1:
        n = n / STEP
        index += 1
    return n, SUFFIXES[index]


def ratio(part, whole):
    return round(part / whole, 3)


def fmt_size(n):
    value, suffix = scale(n)
    return "%.0f %s" % (value, suffix)
