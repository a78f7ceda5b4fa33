"""Binary (IEC) sizes, printed the way disk tools print them."""

STEP = 1024
SUFFIXES = ["B", "KiB", "MiB", "GiB", "TiB"]


def scale(n):
    index = 0
    while n >= STEP and index < len(SUFFIXES) - 1:
        n = n / STEP
        index += 1
    return n, SUFFIXES[index]


def fmt_size(n, places=1):
    value, suffix = scale(n)
    if suffix == "B":
        return "%d %s" % (value, suffix)
    return "%.*f %s" % (places, value, suffix)


def ratio(part, whole):
    if whole == 0:
        return 0.0
    return round(100.0 * part / whole, 1)
