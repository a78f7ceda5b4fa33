"""Probes the upstream services and reports the slow ones."""
import time

from stats import LatencyTracker

SLOW_MS = 250.0


def probe(service, tracker, attempts=3):
    for _ in range(attempts):
        started = time.perf_counter()
        service.ping()
        elapsed = (time.perf_counter() - started) * 1000
        tracker.record(elapsed)
    return tracker.p95()


def check_all(services):
    slow = {}
    for name, service in sorted(services.items()):
        tracker = LatencyTracker(name)
        print("probing", tracker.label())
        p95 = probe(service, tracker)
        if p95 > SLOW_MS:
            slow[name] = round(p95, 1)
    return slow
