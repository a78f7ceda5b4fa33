"""Thread-safe event counters that a reporter drains, in the shape of a statsd client."""
import threading

_lock = threading.Lock()
_history = []


def count(counters, name, step=1):
    with _lock:
        counters[name] = counters.get(name, 0) + step


def snapshot_and_reset(counters):
    with _lock:
        try:
            return dict(counters)
        finally:
            _history.append(len(counters))
            counters.clear()


def pending(counters):
    with _lock:
        return sum(counters.values())


def recent_sizes():
    with _lock:
        return list(_history)
