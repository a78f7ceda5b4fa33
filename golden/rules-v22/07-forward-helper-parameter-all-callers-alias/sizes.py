"""Binary sizes, as ls -h prints them."""

STEP = 1024
SUFFIXES = ["B", "KiB", "MiB", "GiB", "TiB"]


def format_size(n, places):
    value = float(n)
    index = 0
    while value >= STEP and index < len(SUFFIXES) - 1:
        value = value / STEP
        index += 1
    if index == 0:
        return "%d %s" % (n, SUFFIXES[0])
    return "%.*f %s" % (places, value, SUFFIXES[index])


human_size = format_size
