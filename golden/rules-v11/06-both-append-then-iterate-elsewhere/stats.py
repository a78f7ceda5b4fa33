"""Summaries of per-route timing samples."""
from collect import SLOW_MS


def slow_routes(samples):
    routes = set()
    for route, elapsed in samples:
        if elapsed > SLOW_MS:
            routes.add(route)
    return sorted(routes)


def mean(samples):
    total = 0.0
    for _route, elapsed in samples:
        total += elapsed
    return total / len(samples) if samples else 0.0
