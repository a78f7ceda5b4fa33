"""Exponential back-off with a cap, as retry helpers compute it."""

BASE = 0.1
CAP = 2.0
FACTOR = 2


def next_delay(previous):
    if previous <= 0:
        return BASE
    grown = previous * FACTOR
    return min(grown, CAP)


def with_jitter(delay, seed):
    spread = (seed % 7) / 100
    return delay * (1 + spread)


def schedule(tries):
    delays = []
    delay = 0.0
    for _ in range(tries):
        delay = next_delay(delay)
        delays.append(delay)
    return delays
