"""Conditional refresh of the package mirror index."""
import email.utils
import time

STALE_AFTER = 3600


def cache_headers(entry, now=None):
    now = time.time() if now is None else now
    age = now - entry["fetched"]
    headers = {
        "Accept": "application/json",
        "If-None-Match": entry.get("etag", "*"),
    }
    if (
        entry.get("modified") is not None
        and age < STALE_AFTER
    ):
        headers["If-Modified-Since"] = email.utils.formatdate(
            entry["modified"],
            usegmt=True,
        )
    return headers


def refresh(index, session, now=None):
    stale = []
    for name, entry in sorted(index.items()):
        response = session.get(
            entry["url"],
            headers=cache_headers(entry, now),
            timeout=10,
        )
        if response.status_code != 304:
            stale.append(name)
    return stale


def describe(index):
    lines = []
    for name, entry in sorted(index.items()):
        lines.append("%-30s %s" % (name, entry.get("etag", "-")))
    return "\n".join(lines)
