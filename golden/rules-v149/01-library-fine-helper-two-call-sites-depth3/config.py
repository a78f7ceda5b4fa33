"""Lending desk configuration."""

FINE_PER_DAY = 25
GRACE_DAYS = 2
MAX_RENEWALS = 3
BRANCH = "Riverside"
OPEN_HOUR = 9
CLOSE_HOUR = 18


def opening_hours():
    span = CLOSE_HOUR - OPEN_HOUR
    return "%s is open %d hours" % (BRANCH, span)


def fine_cap(kind):
    if kind == "staff":
        return 0
    return 500


def renewal_text(count):
    left = MAX_RENEWALS - count
    return "%d renewals left" % left
