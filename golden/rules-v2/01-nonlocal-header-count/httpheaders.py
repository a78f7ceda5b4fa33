"""Parsing of raw HTTP/1.1 header blocks."""
import logging

log = logging.getLogger(__name__)

MAX_LINE = 8190


def normalize_name(name):
    parts = name.strip().split("-")
    return "-".join(p.capitalize() for p in parts)


def parse_header_block(raw):
    headers = {}
    count = 0
    folded = 0
    last_name = None

    def add(name, value):
        nonlocal count, last_name
        key = normalize_name(name)
        headers.setdefault(key, []).append(value)
        count += 1
        last_name = key

    def fold(extra):
        nonlocal folded
        headers[last_name][-1] += " " + extra
        folded += 1

    for line in raw.splitlines():
        if not line.strip():
            break
        if len(line) > MAX_LINE:
            continue
        if line[0] in " \t":
            fold(line.strip())
        else:
            name, _, value = line.partition(":")
            add(name, value.strip())

    log.debug("parsed %d headers (%d folded)", count, folded)
    return headers, count
