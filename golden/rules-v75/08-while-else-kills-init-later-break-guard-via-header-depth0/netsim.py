"""A simulated network: which host answers on which port (stands in for socket probes)."""

OPEN = {"db1": {5432}, "db2": {5433, 5432}, "cache": {6379}}
DEFAULTS = {"db": 5432, "cache": 6379}


def is_open(host, port):
    answering = OPEN.get(host, set())
    return port in answering


def fallback_port(host):
    kind = host.rstrip("0123456789")
    return DEFAULTS.get(kind, 0)


def latency_ms(host, port):
    if not is_open(host, port):
        return None
    return 1 + len(host) % 5
