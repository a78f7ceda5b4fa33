"""Per-host request pacing shared by every fetcher in the process."""

PAUSE = 2.0

_last_hit = {}
_requests = 0


def note_request(host, when):
    global _requests
    _requests += 1
    _last_hit[host] = when


def wait_time(host, now):
    if host not in _last_hit:
        return 0.0
    ready = _last_hit[host] + PAUSE
    return max(0.0, ready - now)


def request_count():
    return _requests
