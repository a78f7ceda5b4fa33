"""Health checks of the configured services."""
from session import Session

DEFAULT_TIMEOUT = 5.0


def fetch_status(base, path, timeout=DEFAULT_TIMEOUT):
    with Session(base, timeout) as conn:
        reply = conn.get(path)
        seen = conn.calls
    return reply["status"], seen


def check_all(services):
    report = {}
    for name, base in services.items():
        report[name] = fetch_status(base, "/health")
    return report
