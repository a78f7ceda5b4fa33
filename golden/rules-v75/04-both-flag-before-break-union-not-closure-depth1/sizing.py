"""Byte sizes of records once encoded for the wire."""

OVERHEAD = 2
UNITS = ("B", "KiB", "MiB")


def encoded_size(record):
    data = record.encode("utf-8")
    return len(data) + OVERHEAD


def human(n):
    unit = 0
    while n >= 1024 and unit < len(UNITS) - 1:
        n = n / 1024
        unit += 1
    return "%.1f %s" % (n, UNITS[unit])


def fits(records, budget):
    total = 0
    for record in records:
        total += encoded_size(record)
    return total <= budget
