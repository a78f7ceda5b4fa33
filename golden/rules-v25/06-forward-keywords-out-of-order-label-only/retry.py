"""Retry schedules for outgoing calls, in the style of urllib3.util.Retry."""


def clamp(value, high):
    return min(value, high)


def backoff(attempt, factor, cap):
    delay = factor * (2 ** attempt)
    return clamp(delay, cap)


def schedule(total, factor=0.5, cap=30.0, label="retry"):
    delays = []
    for attempt in range(total):
        delays.append(backoff(attempt, factor, cap))
    print(label, "schedule of", total)
    return delays
