"""Periodic checks of the public status pages."""
import time

from client import fetch_page

HEALTH_URL = "https://status.example.org/health"


def check(session, base, path):
    url = base.rstrip("/") + path
    started = time.monotonic()
    body = fetch_page(session, url)
    elapsed = time.monotonic() - started
    ok = "All systems operational" in body
    return ok, elapsed


def probe(session):
    return fetch_page(session, HEALTH_URL)


def watch(session, sites):
    results = {}
    for name, base in sites.items():
        results[name] = check(session, base, "/status")
    return results
