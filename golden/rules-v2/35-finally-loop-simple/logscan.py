"""Scanning of plain-text log files."""


def count_matching(path, pattern, limit):
    fh = open(path, encoding="utf-8")
    count = 0
    skipped = 0
    try:
        for line in fh:
            if line.startswith("#"):
                skipped += 1
                continue
            if pattern in line:
                count += 1
            if count >= limit:
                break
    finally:
        fh.close()
        print("%s: %d comment lines skipped" % (path, skipped))
    return count


def first_match(path, pattern):
    fh = open(path, encoding="utf-8")
    try:
        for number, line in enumerate(fh, 1):
            if pattern in line:
                return number, line.rstrip("\n")
        return None
    finally:
        fh.close()


def tail(path, n=10):
    lines = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            lines.append(line.rstrip("\n"))
            if len(lines) > n:
                lines.pop(0)
    return lines
