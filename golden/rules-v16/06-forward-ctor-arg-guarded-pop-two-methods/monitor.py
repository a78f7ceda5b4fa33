"""Latency monitor built on moving averages."""
from meter import MovingAverage


def smoothed(latencies, span):
    size = max(1, span)
    meter = MovingAverage(size, "latency")
    for ms in latencies:
        meter.add(ms)
    level = meter.mean()
    return level


def alert(latencies, span, limit):
    level = smoothed(latencies, span)
    if level > limit:
        return "slow"
    return "ok"


def page(latencies):
    return alert(latencies, 5, 200.0) == "slow"


def dashboard(counts):
    errors = MovingAverage(10, "errors")
    errors.add(len(counts))
    return errors.name(), errors.mean()
