"""Runtime configuration."""

DEFAULT_WAIT = 2.0
SCALE = 1.5
FAST_FACTOR = 0.5


def limit(wait, *, factor=SCALE, cap=30.0, unit="s"):
    label = str(cap) + unit
    value = wait * factor
    if value > cap:
        return cap
    return value


def settings(level, fast=False):
    wait = DEFAULT_WAIT * level
    if fast:
        return limit(wait, factor=FAST_FACTOR, cap=5.0)
    return limit(wait, cap=12.0)


TIMEOUT = settings(3)
RETRY_WAIT = settings(1, fast=True)
