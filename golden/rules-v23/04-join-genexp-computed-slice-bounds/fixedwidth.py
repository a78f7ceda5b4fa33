"""Fixed-width records of a legacy export: cut one field out of a line."""

LAYOUT = {"code": (0, 4), "name": (4, 16), "city": (16, 26)}
MARK = "#"


def margin(line):
    return len(line) - len(line.lstrip(MARK))


def bounds(field, line):
    start, end = LAYOUT[field]
    shift = margin(line)
    return start + shift, end + shift


def cut(line, field, drop):
    first, last = bounds(field, line)
    skip = set(drop)
    piece = line[first:last]
    kept = "".join(ch.upper() for ch in piece if ch not in skip)
    tail = line[last:]
    width = last - first
    print("cut", field, width, len(tail))
    return kept.strip()
