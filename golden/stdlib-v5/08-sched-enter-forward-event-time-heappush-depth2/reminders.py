"""Queue reminder jobs relative to now and report when the first one is due."""
from time import monotonic

from schedcore import scheduler


def plan(s, jobs, lead=0.0):
    ids = []
    for name, offset in jobs:
        if offset < 0:
            continue
        ev = s.enter(lead + offset, 1, print, ("due:", name))
        ids.append(ev)
    return ids


def first_due(jobs):
    s = scheduler()
    ids = plan(s, jobs, lead=0.5)
    pending = not s.empty()
    first = min(ev.time for ev in ids)
    names = [ev.argument[1] for ev in ids]
    return first, names, pending


if __name__ == "__main__":
    due, names, pending = first_due([("stand-up", 30), ("lunch", 10), ("late", -5)])
    print(round(due - monotonic()), names, pending)
