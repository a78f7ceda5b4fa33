"""Leases handed out to build workers by the coordinator."""
import time

GRACE = 5.0


def grant(leases, worker, ttl, now):
    deadline = now + ttl
    leases[worker] = deadline
    return deadline


def release(leases, worker, log):
    if worker not in leases:
        log.append("release of unknown worker %s" % worker)
        return False
    del leases[worker]
    log.append("released %s" % worker)
    return True


def expire(leases, now):
    expired = [w for w, deadline in leases.items() if deadline + GRACE < now]
    for worker in expired:
        del leases[worker]
    return expired


def plan(workers, finished, ttl, overrides):
    start = time.monotonic()
    leases = {}
    log = []
    for worker in workers:
        grant(leases, worker, overrides.get(worker, ttl), start)
    for worker in finished:
        release(leases, worker, log)
    snapshot = sorted(leases.items())
    log.append("held after release: %r" % (snapshot,))
    del snapshot
    dropped = expire(leases, start + ttl)
    assert not set(leases) & set(dropped), log
    return leases, dropped, log
