"""Sizes a connection pool from the hosts it serves."""

size = 4
timeout = 5.0


def resize(n):
    global size
    if n > 0:
        size = n
    return size


def plan(hosts, per_host, reserve):
    size = len(hosts) * per_host
    if size > 64:
        size = 64
    resize(size)
    spare = 0
    for host in hosts:
        if host.startswith("#"):
            continue
        if host in reserve:
            size -= 1
            spare += 1
    share = size // max(1, len(hosts) - spare)
    return {"size": size, "share": share, "timeout": timeout}
