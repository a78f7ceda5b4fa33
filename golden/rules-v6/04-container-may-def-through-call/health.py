"""Health-check report: collect a line per failed check, then count the lines."""
import logging

ITEMS = []
SEEN = set()
PREFIX = "- "


def add(x):
    ITEMS.append(PREFIX + x)


def mark(x):
    SEEN.add(x)


def dump():
    for item in ITEMS:
        logging.warning("report %s", item)


def run(results):
    add("health report")
    for name, ok in results:
        mark(name)
        if not ok:
            add(name)
    dump()
    n = len(ITEMS)
    return n
