"""Comma-separated record parsing."""

SEP = ","
QUOTE = '"'


def strip_quotes(field):
    if field.startswith(QUOTE) and field.endswith(QUOTE):
        return field[1:-1]
    return field


def split_line(line, sep):
    parts = line.split(sep)
    return [strip_quotes(p.strip()) for p in parts]


def parse(text, skip_header=True):
    rows = []
    lines = text.strip().splitlines()
    if skip_header:
        lines = lines[1:]
    for line in lines:
        if not line:
            continue
        rows.append(split_line(line, SEP))
    return rows


def count_fields(text):
    first = text.splitlines()[0]
    return len(first.split(SEP))
