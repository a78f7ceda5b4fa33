"""Streaming access-log pipeline built from generator stages."""


def parse(lines, sep):
    for raw in lines:
        parts = raw.rstrip("\n").split(sep)
        if len(parts) >= 3:
            yield parts[0], parts[1], int(parts[2])


def only_errors(records, floor):
    seen = 0
    for host, path, status in records:
        seen += 1
        if status >= floor:
            yield host, status
    print("scanned", seen)


def strip_port(host):
    return host.split(":")[0]


def short_host(host):
    name = strip_port(host)
    return name.lower()


def count_by_host(pairs):
    counts = {}
    for host, status in pairs:
        key = short_host(host)
        counts[key] = counts.get(key, 0) + 1
    return counts
